/**
 * Workaround (decision 0044): a server-function call Start could not decode is answered 400, not a logged 500
 * (src/server.ts). Relies on `serverFns.base` and Start's `x-tss-*` markers, which our JSON error must drop.
 * Worth: correctness (security.spec.ts). Canary: `canaries.test.ts` "Start's server-function markers".
 * Upstream: TanStack/router#8237.
 */
/** Handed to Start (vite.config.ts `serverFns.base`); robots.txt disallows it. */
export const SERVER_FN_BASE = '/_serverFn'

export function isServerFnPath(pathname: string): boolean {
  return pathname === SERVER_FN_BASE || pathname.startsWith(`${SERVER_FN_BASE}/`)
}

export const FRAMEWORK_MARKER_HEADER = /^x-tss/i

/** For a plain JSON error in place of a framework answer: no serialisation markers, no old body's length or type. */
export function plainErrorHeaders(headers: Headers): Headers {
  const kept = new Headers([...headers].filter(([name]) => !FRAMEWORK_MARKER_HEADER.test(name) && !/^content-/i.test(name)))
  kept.set('Content-Type', 'application/json')
  return kept
}
