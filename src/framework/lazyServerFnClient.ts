import type { Plugin } from 'vite'

/** What Start's `hydrateStart` imports, and what our adapter must match of Start's own (canaries.test.ts reads both). */
export const ADAPTER_IMPORT = './ServerFunctionSerializationAdapter.js'
export const ADAPTER_KEY = '$TSS/serverfn'
export const SERVER_FUNCTION_SYMBOL = 'TSS_SERVER_FUNCTION'
const VIRTUAL = '\0lumera:lazy-server-fn-adapter'

/**
 * Workaround (decision 0044): the browser build gets Start's server-function serialisation adapter with the RPC
 * client (fetcher, frame decoder, seroval's serializer) imported on the first call instead of with the first page.
 * Worth: home's first load 138.2 KB gzip with it, 148.9 KB without (bench/README.md).
 * Relies on: `client/hydrateStart.js` importing `./ServerFunctionSerializationAdapter.js`, that adapter's key, marker
 * and shape, and `client-rpc/createClientRpc.js` (all in `@tanstack/start-client-core/dist/esm`).
 * Canaries: the build fails when the import is not found (below); `canaries.test.ts` "the lazy server-function client".
 * Upstream: TanStack/router#8392 keeps the client out of apps without server functions; apps that call them from
 * loaders would need `hydrateStart` to import it on first use.
 */
export function lazyServerFnClient(): Plugin {
  let replaced = false
  let rpcModule = ''
  return {
    name: 'lumera:lazy-server-fn-client',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(id, importer) {
      if (id !== ADAPTER_IMPORT || !importer?.replace(/\\/g, '/').includes('/start-client-core/dist/esm/client/hydrateStart')) return
      replaced = true
      rpcModule = importer.replace(/client\/hydrateStart\.js.*$/, 'client-rpc/createClientRpc.js')
      return VIRTUAL
    },
    load(id) {
      if (id !== VIRTUAL) return
      return `
import { createSerializationAdapter } from '@tanstack/router-core'
const SERVER_FUNCTION = Symbol.for(${JSON.stringify(SERVER_FUNCTION_SYMBOL)})
export const ServerFunctionSerializationAdapter = createSerializationAdapter({
  key: ${JSON.stringify(ADAPTER_KEY)},
  test: (v) => typeof v === 'function' && SERVER_FUNCTION in v && !!v[SERVER_FUNCTION],
  toSerializable: ({ serverFnMeta }) => ({ functionId: serverFnMeta.id }),
  fromSerializable: ({ functionId }) =>
    Object.assign((...args) => import(${JSON.stringify(rpcModule)}).then((m) => m.createClientRpc(functionId)(...args)), {
      serverFnMeta: { id: functionId },
      [SERVER_FUNCTION]: true,
    }),
})
`
    },
    buildEnd() {
      if (this.environment.mode === 'build' && !replaced)
        this.error("Start's hydrateStart no longer imports ServerFunctionSerializationAdapter: review src/framework/lazyServerFnClient.ts")
    },
  }
}
