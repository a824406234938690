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

const sameOriginOnly = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

export const startInstance = createStart(() => ({ requestMiddleware: [sameOriginOnly], functionMiddleware: [callOutcome] }))
