/** Paraglide's middleware must receive the original request; the import below defines how `/` picks its locale. */
import '#src/i18n/homeLocale.server.ts'
import { AsyncLocalStorage } from 'node:async_hooks'
import { paraglideMiddleware } from '#src/paraglide/server.js'
import type { Env } from '#src/platform/env.server.ts'
import { finishResponse } from './finishResponse.server'
import { renderPage } from './renderer.server'
import { newRenderScope, provideRenderScope } from '#src/cdn/renderScope.ts'

/** Each render's own record of what it shows, as cache tags (src/cdn/renderScope.ts). */
const renderScopes = new AsyncLocalStorage<ReturnType<typeof newRenderScope>>()
provideRenderScope(() => renderScopes.getStore())

export type Render = (request: Request) => Promise<Response>

export function createRender(env: Pick<Env, 'publicUrl' | 'gtmId'>): Render {
  const options = { https: env.publicUrl.startsWith('https://'), gtm: !!env.gtmId }
  return async (request) => {
    const response = await renderScopes.run(newRenderScope(), () => paraglideMiddleware(request, () => renderPage(request)))
    return finishResponse(request, response, options)
  }
}
