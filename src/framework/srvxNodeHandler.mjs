// Workaround (decision 0044): the supervisor's server processes (src/server/cluster/) serve the build with a Node
// HTTP server of their own (shared port, limits, graceful drain), taking the handler srvx's loader intercepts when
// the build calls `serve()` at import.
// Worth: correctness (every core used, graceful stop: instances.spec.ts, start-up.spec.ts).
// Relies on: nitro's node preset calling srvx's `serve({ fetch })` at import, and `srvx/loader`'s `loadServerEntry`
// exposing that server as `srvxServer` with a Node `node.handler`. Canary: `canaries.test.ts` "srvx hands over its
// Node handler".
// Upstream report it would need: "nitro node-server preset: export the request handler beside the listen, as the
// `standard` preset exports `{ fetch }` (nitrojs/nitro#3616), so a process manager can serve it without a loader".

/**
 * The Node request handler of a build loaded with `loadServerEntry`, or undefined when srvx no longer gives one.
 * @param {{ srvxServer?: { node?: { handler?: import('node:http').RequestListener } } }} loaded
 * @returns {import('node:http').RequestListener | undefined}
 */
export function srvxNodeHandler(loaded) {
  return loaded.srvxServer?.node?.handler
}
