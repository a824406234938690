/**
 * The server entry, as a list of steps (each a module of src/server/):
 *   at start-up: safe logs and a valid environment, the background work, the page cache;
 *   per request: bodies within their limit, server-function calls, pages through the cache, the rest rendered.
 * Every rendered response gets the security headers on its way out (finishResponse.server.ts).
 */
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { limitBody } from './server/bodyLimit.server'
import { createPageServer, isCacheablePage } from './server/pages.server'
import { createRender } from './server/render.server'
import { inServerFnScope } from './server/serverFnScope.server'
import { createPageStore, startBackgroundWork, startProcess } from './server/startup.server'
import { isServerFnPath, plainErrorHeaders } from './framework/serverFunctions'

const env = startProcess()
startBackgroundWork()
const render = createRender(env)
const servePage = createPageServer({ ...createPageStore(env), render })

export default createServerEntry({
  async fetch(request) {
    const limited = await limitBody(request)
    if (limited instanceof Response) return limited
    if (isServerFnPath(new URL(limited.url).pathname)) return callServerFn(limited)
    if (!isCacheablePage(limited)) return render(limited)
    return servePage(limited)
  },
})

/**
 * A server-function call the framework could not decode (bad payload JSON or serialisation, an
 * unknown function id) would be a 500 with a logged stack: it is the caller's mistake, so a 400.
 */
async function callServerFn(request: Request): Promise<Response> {
  const { response, decoded } = await inServerFnScope(() => render(request))
  if (response.status < 500 || decoded) return response
  await response.body?.cancel()
  // Keep the security headers; drop the framework's serialisation markers and the old body's length.
  return new Response(JSON.stringify({ error: 'This call could not be read.' }), {
    status: 400,
    headers: plainErrorHeaders(response.headers),
  })
}
