/**
 * Canaries of the framework workarounds (decision 0044, the upgrade checklist): each test reads what one workaround
 * relies on in the installed framework and fails when an upgrade changes it. Open the module, check what changed,
 * and measure whether it still pays.
 */
import { readFileSync, mkdtempSync, writeFileSync, rmSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { FRAMEWORK_PACKAGES, SERVER_FN_CLIENT_MODULES, SERVER_FN_CLIENT_PATHS, inFrameworkChunk } from './chunkGroups'
import { ADAPTER_IMPORT, ADAPTER_KEY, SERVER_FUNCTION_SYMBOL } from './lazyServerFnClient'
import { FRAMEWORK_MARKER_HEADER, plainErrorHeaders } from './serverFunctions'
import { srvxNodeHandler } from './srvxNodeHandler.mjs'

const require = createRequire(import.meta.url)
/** The folder of an installed package (every package here exports its package.json, or has it at its root). */
const packageDir = (name: string) => {
  try {
    return dirname(require.resolve(`${name}/package.json`))
  } catch {
    return join(process.cwd(), 'node_modules', name)
  }
}
const startClientCore = join(packageDir('@tanstack/start-client-core'), 'dist/esm')
const read = (path: string) => readFileSync(path, 'utf8')

describe('Start awaits getRouter (routerInTasks.ts)', () => {
  it("Start's browser entry awaits the router, so getRouter may yield before and after building it", () => {
    expect(read(join(startClientCore, 'client/hydrateStart.js'))).toMatch(/=\s*await getRouter\(\)/)
  })
})

describe('the lazy server-function client (lazyServerFnClient.ts)', () => {
  const hydrateStart = read(join(startClientCore, 'client/hydrateStart.js'))
  const adapter = read(join(startClientCore, 'client/ServerFunctionSerializationAdapter.js'))

  it("Start's browser entry imports the adapter by the path the plugin intercepts", () => {
    expect(hydrateStart).toContain(`from "${ADAPTER_IMPORT}"`)
  })

  it("our adapter has Start's key, marker and serialised shape", () => {
    expect(adapter).toContain(`key: "${ADAPTER_KEY}"`)
    expect(adapter).toMatch(/toSerializable: \(\{ serverFnMeta \}\) => \(\{ functionId: serverFnMeta\.id \}\)/)
    expect(adapter).toMatch(/fromSerializable: \(\{ functionId \}\) => createClientRpc\(functionId\)/)
    expect(read(join(startClientCore, 'constants.js'))).toContain(`TSS_SERVER_FUNCTION = Symbol.for("${SERVER_FUNCTION_SYMBOL}")`)
  })

  it('the client the adapter loads on first use is where the plugin imports it from', () => {
    expect(read(join(startClientCore, 'client-rpc/createClientRpc.js'))).toMatch(/export \{[^}]*\bcreateClientRpc\b/)
  })
})

describe('server functions imported on the first call (lazyServerFnClient.ts)', () => {
  it("Start's compiler still gives a `*.functions` module's browser copy a static import of the server-function client", () => {
    const compiler = read(join(packageDir('@tanstack/start-plugin-core'), 'dist/esm/start-compiler/handleCreateServerFn.js'))
    expect(compiler).toContain("client: babel.template.ast(`import { createClientRpc } from '@tanstack/${framework}-start/client-rpc'`")
  })
})

describe("Start's server-function markers (serverFunctions.ts)", () => {
  it('every serialisation header Start sets is one the plain error drops', () => {
    const markers = [...read(join(startClientCore, 'constants.js')).matchAll(/\bX_TSS_\w+ = "([^"]+)"/g)].map((match) => match[1]!)
    expect(markers).toEqual(expect.arrayContaining(['x-tss-serialized', 'x-tss-raw']))
    for (const name of markers) expect(name).toMatch(FRAMEWORK_MARKER_HEADER)
    const headers = plainErrorHeaders(
      new Headers({ ...Object.fromEntries(markers.map((name) => [name, 'true'])), 'Content-Length': '9', 'X-Frame-Options': 'DENY' }),
    )
    expect([...headers.keys()].sort()).toEqual(['content-type', 'x-frame-options'])
  })

  it('Start still takes the base path of server functions as an option (vite.config.ts passes ours)', () => {
    const schema = read(join(packageDir('@tanstack/start-plugin-core'), 'dist/esm/schema.js'))
    expect(schema).toMatch(/serverFns: z\.object\(\{\s*base: z\.string\(\)/)
  })
})

describe('srvx hands over its Node handler (srvxNodeHandler.mjs, src/server/cluster/worker.mjs)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumera-srvx-canary-'))
  let server: Server | undefined
  afterAll(() => {
    server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("a build that calls srvx's serve() at import, as nitro's node preset does, gives the loader a Node handler", async () => {
    // The same call as nitro's node-server runtime: serve({ port, hostname, fetch }) when the module is imported.
    const entry = join(dir, 'index.mjs')
    writeFileSync(
      entry,
      `import { serve } from ${JSON.stringify(pathToFileURL(require.resolve('srvx')).href)}\n` +
        `serve({ port: 0, hostname: '127.0.0.1', fetch: (request) => new Response('served ' + new URL(request.url).pathname) })\n`,
    )
    const { loadServerEntry } = await import('srvx/loader')
    const handler = srvxNodeHandler(await loadServerEntry({ entry }))
    expect(typeof handler).toBe('function')
    server = createServer(handler)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    expect(await (await fetch(`http://127.0.0.1:${port}/canary`)).text()).toBe('served /canary')
  })
})

describe('the framework chunk (chunkGroups.ts)', () => {
  it('every package of the group is installed where the group looks for it', () => {
    for (const name of [...FRAMEWORK_PACKAGES, ...SERVER_FN_CLIENT_MODULES]) expect(existsSync(packageDir(name)), name).toBe(true)
    for (const path of SERVER_FN_CLIENT_PATHS) {
      // A folder (client-rpc/) or a module (createServerFn.js): the group matches the path as a prefix.
      const [, scope, name, rest] = path.match(/^(@[^/]+)\/([^/]+)\/(.*)$/)!
      const full = join(packageDir(`${scope}/${name}`), rest!)
      expect(existsSync(full) || existsSync(`${full}.js`), path).toBe(true)
    }
  })

  it('takes the framework and leaves the server-function client and our own code out', () => {
    const at = (path: string) => `${process.cwd()}/node_modules/${path}`
    expect(inFrameworkChunk(at('react-dom/cjs/react-dom-client.production.js'))).toBe(true)
    expect(inFrameworkChunk(at('@tanstack/router-core/dist/esm/router.js'))).toBe(true)
    expect(inFrameworkChunk(at('@tanstack/start-client-core/dist/esm/client/hydrateStart.js'))).toBe(true)
    expect(inFrameworkChunk(at('@tanstack/start-client-core/dist/esm/client-rpc/createClientRpc.js'))).toBe(false)
    expect(inFrameworkChunk(at('@tanstack/start-client-core/dist/esm/createServerFn.js'))).toBe(false)
    expect(inFrameworkChunk(at('seroval/dist/esm/production/index.mjs'))).toBe(false)
    // The seroval plugins only the server-function client's fetcher builds stay out with it; the rest of the serializer stays in.
    expect(inFrameworkChunk(at('@tanstack/start-client-core/dist/esm/getDefaultSerovalPlugins.js'))).toBe(false)
    expect(inFrameworkChunk(at('@tanstack/router-core/dist/esm/ssr/serializer/seroval-plugins.js'))).toBe(false)
    expect(inFrameworkChunk(at('@tanstack/router-core/dist/esm/ssr/serializer/RawStreamJSONPlugin.js'))).toBe(false)
    expect(inFrameworkChunk(at('@tanstack/router-core/dist/esm/ssr/serializer/transformer.js'))).toBe(true)
    expect(inFrameworkChunk(at('@tanstack/router-core/dist/esm/ssr/client.js'))).toBe(true)
    expect(inFrameworkChunk(at('@tanstack/react-query/build/modern/index.js'))).toBe(false)
    expect(inFrameworkChunk(`${process.cwd()}/src/router.tsx`)).toBe(false)
  })
})
