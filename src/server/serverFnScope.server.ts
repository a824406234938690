/**
 * Tells a malformed server-function call from a server failure: Start answers 500 when it cannot decode a call, and a
 * call that never reached our global middleware is the client's fault (400).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const scope = new AsyncLocalStorage<{ decoded: boolean }>()

export async function inServerFnScope(run: () => Promise<Response>): Promise<{ response: Response; decoded: boolean }> {
  const state = { decoded: false }
  // A call Start cannot even route (`/_serverFn/` with no id) throws: before decoding, that is a malformed call too.
  const response = await scope.run(state, run).catch((error: unknown) => {
    if (state.decoded) throw error
    return new Response(null, { status: 500 })
  })
  return { response, decoded: state.decoded }
}

/** Called by the global function middleware: the framework decoded the call and is running it. */
export function markServerFnDecoded(): void {
  const state = scope.getStore()
  if (state) state.decoded = true
}
