/**
 * The browser scripts' source maps, kept on the server and never served (decision 0068). The client build writes
 * hidden maps (no `sourceMappingURL` in the scripts); they are taken out of its output before nitro lists the public
 * files, their sources made relative to the project (`src/…`, `node_modules/…`) and their sources' text left out, and
 * the server build gets them as `virtual:client-source-maps`, which the error reports read (sourceMaps.server.ts).
 */
import { dirname, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'

const id = 'virtual:client-source-maps'

export function serverSideSourceMaps(): Plugin {
  /** Public path of each script (`/assets/index-abc.js`) to its map's JSON. */
  const maps = new Map<string, string>()
  let command: 'build' | 'serve' = 'serve'
  return {
    name: 'lumera:server-side-source-maps',
    configEnvironment(name, _config, env) {
      command = env.command
      if (name === 'client' && env.command === 'build') return { build: { sourcemap: 'hidden' } }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const { root, build } = this.environment.config
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!fileName.endsWith('.map') || item.type !== 'asset') continue
        const map = JSON.parse(typeof item.source === 'string' ? item.source : Buffer.from(item.source).toString('utf8')) as {
          sources: string[]
          sourcesContent?: unknown
        }
        const folder = resolve(root, build.outDir, dirname(fileName))
        map.sources = map.sources.map((source) => relative(root, resolve(folder, source)).split(sep).join('/'))
        delete map.sourcesContent
        maps.set(`/${fileName.slice(0, -'.map'.length)}`, JSON.stringify(map))
        delete bundle[fileName]
      }
    },
    resolveId(source) {
      if (source === id) return `\0${id}`
    },
    load(resolved) {
      if (resolved !== `\0${id}`) return
      // Start builds the browser's scripts before the server, which needs their manifest: the maps are known by now.
      if (command === 'build' && maps.size === 0) this.error(`${id}: the client build must come before the server's`)
      return `export const sourceMaps = ${JSON.stringify(Object.fromEntries(maps))};`
    },
  }
}
