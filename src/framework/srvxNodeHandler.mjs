// Workaround: the supervisor's server processes serve the production build with a Node HTTP server of their
// own (graceful drain, shared port), taking the request handler that srvx's loader intercepts when the build
// calls `serve()` (upgrade checklist: decision 0021).
//
// Relies on: nitro's node preset calling srvx's `serve({ fetch })` at import time, and `srvx/loader`'s
// `loadServerEntry` intercepting that listen and exposing the server as `srvxServer`, whose `node.handler` is a
// Node `(req, res)` handler. Canary: `canaries.test.ts` ("srvx hands over its Node handler") and the processes
// end-to-end tests (tests/e2e/instances.spec.ts).

/**
 * The Node request handler of a build loaded with `loadServerEntry`, or undefined when srvx no longer gives one.
 * @param {{ srvxServer?: { node?: { handler?: import('node:http').RequestListener } } }} loaded
 * @returns {import('node:http').RequestListener | undefined}
 */
export function srvxNodeHandler(loaded) {
  return loaded.srvxServer?.node?.handler
}
