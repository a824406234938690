/** Ports of the site under test and of the fakes of the outside services (tests only). */
export const TEST_PORT = 3210
