/**
 * Workaround (decision 0044): a server-function call Start could not decode (bad payload JSON or serialisation, an
 * unknown function id) is answered 400, not a logged 500 (src/server.ts).
 * Worth: correctness (security.spec.ts "server functions answer malformed and hostile calls with 400").
 * Relies on: Start serving server functions under `serverFns.base` and marking serialised answers with `x-tss-*`
 * headers, which must not stay on our plain JSON error. Canary: `canaries.test.ts` "Start's server-function markers".
 * Upstream: TanStack/router#8237 (unhandled 500s on the server-function endpoint; #8285 covers invalid JSON only).
 */
/** Where Start serves server functions: handed to Start (vite.config.ts `serverFns.base`); robots.txt disallows it. */
export const SERVER_FN_BASE = '/_serverFn'

/** Whether `pathname` is a server-function call. */
export function isServerFnPath(pathname: string): boolean {
  return pathname === SERVER_FN_BASE || pathname.startsWith(`${SERVER_FN_BASE}/`)
}

/** Start's serialisation markers on a response: every header it sets for that starts so. */
export const FRAMEWORK_MARKER_HEADER = /^x-tss/i

/** The headers of a framework answer for a plain JSON error in its place: no serialisation markers, no old body's length or type. */
export function plainErrorHeaders(headers: Headers): Headers {
  const kept = new Headers([...headers].filter(([name]) => !FRAMEWORK_MARKER_HEADER.test(name) && !/^content-/i.test(name)))
  kept.set('Content-Type', 'application/json')
  return kept
}
