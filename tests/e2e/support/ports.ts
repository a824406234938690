/**
 * Port of the site under test (tests only). `E2E_PORT` moves it, so two checkouts on one machine can
 * run their end-to-end tests side by side; test-server.mjs reads the same variable.
 */
export const TEST_PORT = Number(process.env.E2E_PORT ?? 3210)
