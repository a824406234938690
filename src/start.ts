/**
 * Declaring the instance replaces Start's defaults, so the CSRF check is listed here. The middleware marks a call
 * decoded (serverFnScope.server.ts) and gives a validator's rejection its 400 where Start would answer 200.
 */
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- used only in a middleware's .server() body, which the Start compiler strips from the client build
import { markServerFnDecoded } from './server/serverFnScope.server'
import { captureError } from './errors/capture'

const callOutcome = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  markServerFnDecoded()
  try {
    return await next()
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status
    if (typeof status === 'number' && status >= 400 && status < 500) setResponseStatus(status)
    else captureError(error, { route: 'server function' })
    throw error
  }
})

/**
 * Browsers send Sec-Fetch-Site (checked as Start does) to HTTPS sites; over plain HTTP on a language's own test domain
 * they send only a Referer, and a cache in front may drop the port from the Host the site sees (site.vcl): the Referer
 * must then name the request's scheme and host name.
 */
const sameSite = (referer: string, request: Request) => {
  try {
    const [from, to] = [new URL(referer), new URL(request.url)]
    return from.protocol === to.protocol && from.hostname === to.hostname
  } catch {
    return false
  }
}
const sameOriginOnly = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
  referer: (referer, ctx) => sameSite(referer, ctx.request),
})

export const startInstance = createStart(() => ({ requestMiddleware: [sameOriginOnly], functionMiddleware: [callOutcome] }))
