// Workaround (decision 0044): the supervisor's processes (src/server/cluster/) serve the build with a Node server of
// their own, taking the handler srvx's loader intercepts when nitro's node preset calls `serve()` at import.
// Worth: correctness (every core used, graceful stop: instances.spec.ts). Canary: `canaries.test.ts` "srvx hands over".
// Upstream report it would need: "nitro node-server preset: export the handler beside the listen" (cf. nitrojs/nitro#3616).

/**
 * Undefined when srvx no longer gives one.
 * @param {{ srvxServer?: { node?: { handler?: import('node:http').RequestListener } } }} loaded
 * @returns {import('node:http').RequestListener | undefined}
 */
export function srvxNodeHandler(loaded) {
  return loaded.srvxServer?.node?.handler
}
