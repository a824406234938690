/**
 * Workaround (decision 0044): the framework every page needs in one `framework` chunk, without the server-function
 * client (lazyServerFnClient.ts). Relies on module paths inside the framework's packages (the lists below).
 * Worth: home's first load 138.2 KB gzip in 15 files with it, 142.2 KB in 25 without (bench/README.md).
 * Canaries: `canaries.test.ts` "the framework chunk"; the bench's weight section.
 * Upstream report it would need: "Start: publish the server-function client as its own entry".
 */

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

export const SERVER_FN_CLIENT_MODULES = ['seroval', 'seroval-plugins'] as const
/** Path prefixes only the server-function client uses: one left in the group brings seroval back into the first load. */
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

export function inFrameworkChunk(id: string): boolean {
  return framework.test(id) && !serverFnClient.test(id)
}

export const frameworkChunkGroup = { name: 'framework', test: inFrameworkChunk }
