/**
 * Tells a malformed server-function call from a server failure. The framework decodes the call
 * (payload JSON, serialisation, function id) before any of our code runs, and answers 500 when
 * that fails; a call that never got as far as our global middleware is the client's fault (400).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const scope = new AsyncLocalStorage<{ decoded: boolean }>()

/** Runs one server-function request and reports whether the call was decoded. */
export async function inServerFnScope(run: () => Promise<Response>): Promise<{ response: Response; decoded: boolean }> {
  const state = { decoded: false }
  // A call the framework cannot even route (`/_serverFn/` with no id) throws instead of answering:
  // before decoding, that is the caller's malformed call too (found by the abuse suite's fuzzing).
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
