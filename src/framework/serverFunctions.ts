/**
 * Workaround: a server-function call that Start could not decode is answered 400, not 500 (decision 0007;
 * upgrade checklist: decision 0021).
 *
 * Relies on: Start serving server functions under the base we give it (`SERVER_FN_BASE`, vite.config.ts), and
 * marking its serialised answers with `x-tss-*` headers (`X_TSS_SERIALIZED`, `X_TSS_RAW_RESPONSE` of
 * @tanstack/start-client-core), which must not stay on our plain JSON error or the client would try to decode it.
 * Canary: `canaries.test.ts` ("Start's server-function markers").
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
