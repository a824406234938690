/** The server entry, as a list of steps, each a module of src/server/. */
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { limitBody } from './server/bodyLimit.server'
import { createPageServer, isCacheablePage } from './server/pages.server'
import { createRender } from './server/render.server'
import { inServerFnScope } from './server/serverFnScope.server'
import { createPageStore, startBackgroundWork, startProcess } from './server/startup.server'
import { isServerFnPath, plainErrorHeaders } from './framework/serverFunctions'
import { servePreview } from './content/previewGate.server'
import { packedChunks } from 'virtual:locale-packs'

const env = startProcess()
startBackgroundWork()
const render = createRender(env, packedChunks)
// A draft preview is no visit: its page is rendered without the tag manager in its CSP (decision 0067).
const renderPreview = createRender({ ...env, gtmId: undefined }, packedChunks)
const servePage = createPageServer({ ...createPageStore(env), render, sites: env.sites })

export default createServerEntry({
  async fetch(request) {
    const limited = await limitBody(request)
    if (limited instanceof Response) return limited
    // A signed draft preview is answered before the page cache and never kept (docs/decisions/0025).
    const preview = await servePreview(limited, renderPreview)
    if (preview) return preview
    if (isServerFnPath(new URL(limited.url).pathname)) return callServerFn(limited)
    if (!isCacheablePage(limited)) return render(limited)
    return servePage(limited)
  },
})

/** A call Start could not decode would be a logged 500: it is the caller's mistake, so a 400 (src/framework/serverFunctions.ts). */
async function callServerFn(request: Request): Promise<Response> {
  const { response, decoded } = await inServerFnScope(() => render(request))
  if (response.status < 500 || decoded) return response
  await response.body?.cancel()
  return new Response(JSON.stringify({ error: 'This call could not be read.' }), {
    status: 400,
    headers: plainErrorHeaders(response.headers),
  })
}
