import type { Plugin } from 'vite'

/** What Start's `hydrateStart` imports, and what our adapter must match of Start's own (canaries.test.ts reads both). */
export const ADAPTER_IMPORT = './ServerFunctionSerializationAdapter.js'
export const ADAPTER_KEY = '$TSS/serverfn'
export const SERVER_FUNCTION_SYMBOL = 'TSS_SERVER_FUNCTION'
const VIRTUAL = '\0lumera:lazy-server-fn-adapter'

/**
 * Workaround (decision 0012; upgrade checklist: decision 0021).
 *
 * Relies on: Start's `client/hydrateStart.js` importing `./ServerFunctionSerializationAdapter.js`, that adapter's
 * key, marker symbol and shape, and `client-rpc/createClientRpc.js` exporting `createClientRpc`, all inside
 * `@tanstack/start-client-core/dist/esm`. Canaries: the build fails when the import is not found (below), and
 * `canaries.test.ts` ("the lazy server-function client") compares the adapter with Start's own.
 *
 * Start's browser entry (`hydrateStart`) imports the adapter that turns a server function passed
 * as data back into a callable, and with it the whole server-function client: the RPC fetcher,
 * its frame decoder and seroval's serializer (~7 KB gzip). Pages import their server functions
 * where they call them (loaders and query functions), so without this import that client would
 * load on the first call, not with the first page. This plugin gives the browser build the same
 * adapter with the client imported on first use. The build fails if Start stops importing the
 * adapter this way, so an upgrade cannot silently undo it or break it (docs/decisions/0012).
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
