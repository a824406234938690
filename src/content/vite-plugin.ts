/** `virtual:content` (server code only): the Markdown built once per build; an invalid file stops the build. */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { buildContent, type ContentCollection } from './build'

const ids = { all: 'virtual:content' } as const

export function contentPlugin(projectRoot: string): Plugin {
  const root = resolve(projectRoot, 'content')
  const publicDir = resolve(projectRoot, 'public')
  let cache: ContentCollection | undefined
  const content = () => (cache ??= buildContent(root, publicDir))
  return {
    name: 'lumera:content',
    resolveId(id) {
      if (id === ids.all) return `\0${id}`
    },
    load(id) {
      if (id === `\0${ids.all}`) {
        const { posts, legal, pages, notices } = content()
        return [
          `export const posts = ${JSON.stringify(posts)};`,
          `export const legal = ${JSON.stringify(legal)};`,
          `export const pages = ${JSON.stringify(pages)};`,
          `export const notices = ${JSON.stringify(notices)};`,
        ].join('\n')
      }
    },
    configureServer(server) {
      server.watcher.add(root)
      const reload = (file: string) => {
        if (!file.startsWith(root)) return
        cache = undefined
        for (const id of Object.values(ids)) {
          for (const env of Object.values(server.environments)) {
            const mod = env.moduleGraph.getModuleById(`\0${id}`)
            if (mod) env.moduleGraph.invalidateModule(mod)
          }
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('change', reload).on('add', reload).on('unlink', reload)
    },
  }
}
