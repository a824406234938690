/**
 * The server entry: Paraglide's middleware detects the locale of every request (URL, cookie,
 * browser languages, default) and redirects `/` to `/it` for Italian visitors, then the
 * TanStack Start handler renders. The middleware must receive the original request.
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { paraglideMiddleware } from './paraglide/server.js'
import { loadEnv } from './server/env.server'

// Validate the environment at start-up: a malformed variable stops the server with its name.
loadEnv()

export default createServerEntry({
  async fetch(request) {
    const response = await paraglideMiddleware(request, () => handler.fetch(request))
    return withVary(request, response)
  },
})

/** `/` answers differently per cookie and browser language: shared caches must know it. */
function withVary(request: Request, response: Response): Response {
  const { pathname } = new URL(request.url)
  if (pathname !== '/') return response
  const headers = new Headers(response.headers)
  headers.set('Vary', 'Cookie, Accept-Language')
  // Paraglide localizes `/` as `/it/`; the canonical home of a locale has no trailing slash.
  const location = headers.get('Location')
  if (location) headers.set('Location', location.replace(/^(.*\/[a-z]{2})\/$/, '$1'))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
