/**
 * Workaround (decision 0044): the framework every page needs goes into one `framework` chunk (Rolldown's
 * `codeSplitting.groups`), without the server-function client, which lazyServerFnClient.ts loads on first use.
 * Worth: home's first load 138.2 KB gzip in 15 files with it, 142.2 KB in 25 without (bench/README.md).
 * Relies on: module paths inside React's, TanStack Router's and Start's packages (the lists below).
 * Canaries: `canaries.test.ts` "the framework chunk"; the bench's weight section.
 * Upstream report it would need: "Start: publish the server-function client (client-rpc, createServerFn and the
 * seroval plugins only its fetcher uses) as its own entry, so apps can split it from the hydration code".
 */

/** The packages of the framework chunk. */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'cookie-es',
  'use-sync-external-store',
  '@tanstack/history',
  '@tanstack/store',
  '@tanstack/react-store',
  '@tanstack/router-core',
  '@tanstack/react-router',
  '@tanstack/start-client-core',
  '@tanstack/react-start-client',
  '@tanstack/start-fn-stubs',
] as const

/** The server-function client and seroval: loaded on the first server-function call (lazyServerFnClient.ts). */
export const SERVER_FN_CLIENT_MODULES = ['seroval', 'seroval-plugins'] as const
/**
 * Modules of the framework's packages that only the server-function client uses: the RPC client itself, and the
 * seroval plugins its fetcher builds (`getDefaultSerovalPlugins`, router-core's serializer plugins). A group pulls
 * the dependencies of what it takes, so one of these left in the framework group brings seroval and
 * seroval-plugins back into the first load (about 9 KB gzip: what happened with router-core 1.171's RawStream
 * plugins). Paths under node_modules, matched as prefixes (a folder or a module without its `.js`).
 */
export const SERVER_FN_CLIENT_PATHS = [
  '@tanstack/start-client-core/dist/esm/client-rpc/',
  '@tanstack/start-client-core/dist/esm/createServerFn',
  '@tanstack/start-client-core/dist/esm/getDefaultSerovalPlugins',
  '@tanstack/router-core/dist/esm/ssr/serializer/seroval-plugins',
  '@tanstack/router-core/dist/esm/ssr/serializer/ShallowErrorPlugin',
  '@tanstack/router-core/dist/esm/ssr/serializer/RawStreamJSONPlugin',
  '@tanstack/router-core/dist/esm/ssr/serializer/RawStreamRPCPlugin',
  '@tanstack/router-core/dist/esm/ssr/serializer/rawStreamCodec',
  '@tanstack/router-core/dist/esm/ssr/serializer/makeSerovalPlugin',
] as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const framework = new RegExp(`node_modules/(${FRAMEWORK_PACKAGES.map(escape).join('|')})/`)
const serverFnClient = new RegExp(
  `node_modules/((${SERVER_FN_CLIENT_MODULES.map(escape).join('|')})/|${SERVER_FN_CLIENT_PATHS.map(escape).join('|')})`,
)

/** Whether a module id belongs in the framework chunk. */
export function inFrameworkChunk(id: string): boolean {
  return framework.test(id) && !serverFnClient.test(id)
}

/** The Rolldown code-splitting group of the framework. */
export const frameworkChunkGroup = { name: 'framework', test: inFrameworkChunk }
