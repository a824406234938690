/** Paraglide's middleware must receive the original request; a page's language is its address's (its strategies). */
import { AsyncLocalStorage } from 'node:async_hooks'
import { localeRedirect } from '#src/i18n/requestLocale.server.ts'
import { paraglideMiddleware } from '#src/paraglide/server.js'
import type { Env } from '#src/platform/env.server.ts'
import { finishResponse } from './finishResponse.server'
import { renderPage } from './renderer.server'
import { newRenderScope, provideRenderScope } from '#src/cdn/renderScope.ts'

/** Each render's own record of what it shows, as cache tags (src/cdn/renderScope.ts). */
const renderScopes = new AsyncLocalStorage<ReturnType<typeof newRenderScope>>()
provideRenderScope(() => renderScopes.getStore())

export type Render = (request: Request) => Promise<Response>

/** `packedChunks`: the browser's scripts with a file of texts per language (src/framework/localeMessages.ts). */
export function createRender(env: Pick<Env, 'publicUrl' | 'gtmId' | 'sites'>, packedChunks: ReadonlySet<string> = new Set()): Render {
  const options = { https: env.publicUrl.startsWith('https://'), gtm: !!env.gtmId }
  return async (request) => {
    const response =
      localeRedirect(request, env.sites) ??
      (await renderScopes.run(newRenderScope(), () => paraglideMiddleware(request, () => renderPage(request))))
    return finishResponse(request, response, options, env.sites, packedChunks)
  }
}
