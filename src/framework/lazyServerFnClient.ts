import type { Plugin } from 'vite'

/** What Start's `hydrateStart` imports, and what our adapter must match of Start's own (canaries.test.ts reads both). */
export const ADAPTER_IMPORT = './ServerFunctionSerializationAdapter.js'
export const ADAPTER_KEY = '$TSS/serverfn'
export const SERVER_FUNCTION_SYMBOL = 'TSS_SERVER_FUNCTION'
const VIRTUAL = '\0lumera:lazy-server-fn-adapter'

/**
 * Workaround (decision 0044): Start's server-function adapter, with the RPC client (fetcher, seroval) imported on the
 * first call instead of with the first page. Relies on Start's `hydrateStart.js` import and the adapter's shape.
 * Worth: home's first load 138.2 KB gzip with it, 148.9 KB without (bench/README.md).
 * Canaries: the build fails when the import is not found; `canaries.test.ts` "the lazy server-function client".
 * Upstream: `hydrateStart` importing the client on first use (cf. TanStack/router#8392).
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

/**
 * The same workaround's other half (decisions 0061, 0064): Start gives a `*.functions` module's browser copy a static
 * import of the server-function client, so every loader, query and component imports a server function where it
 * calls it, through this one function, and the lint refuses a static import of a `*.functions` module from code that
 * reaches the browser (eslint.config.js). Canary: `canaries.test.ts` "server functions imported on the first call".
 * Upstream: Start's compiler importing the client on the first call; then this becomes a plain call and the rule goes.
 */
export async function callServerFn<Module, Result>(
  load: () => Promise<Module>,
  call: (module: Module) => Result,
): Promise<Awaited<Result>> {
  return await call(await load())
}
