/**
 * The Start instance. Declaring it replaces Start's defaults, so the CSRF check of server
 * functions (same-origin calls only) is listed here explicitly. Its global function middleware
 * - marks a server-function call as decoded, so the server entry can answer 400 to calls the
 *   framework could not decode (see serverFnScope.server.ts), and
 * - gives a call rejected by its validator the 400 status its error carries (serverFnInput.ts),
 *   where the framework would answer 200 with the error in the body, and reports any other error it throws.
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
    // Anything but the caller's mistake is ours: it goes to the error reporter (src/errors/).
    else captureError(error, { route: 'server function' })
    throw error
  }
})

const sameOriginOnly = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

export const startInstance = createStart(() => ({ requestMiddleware: [sameOriginOnly], functionMiddleware: [callOutcome] }))
