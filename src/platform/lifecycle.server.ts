/**
 * On SIGTERM the server drains (readiness 503, requests in flight finish), then the hooks run. The supervisor calls
 * `drain()` and `shutdown()` through the global below: the app bundle and the supervisor share no modules.
 */
import { LIFECYCLE_KEY, SUPERVISED_ENV } from './clusterProtocol.mjs'
import { log } from './log.server'

type Lifecycle = { drain(): void; shutdown(): Promise<void> }

type Hook = { name: string; run: () => Promise<void> }
const hooks: Hook[] = []
let draining = false
let finished: Promise<void> | undefined

/** Longest a hook may take before the process ends anyway. */
const HOOK_TIMEOUT_MS = 15_000

export function onShutdown(name: string, run: () => Promise<void>) {
  hooks.push({ name, run })
}

/** True once the process has been asked to stop: it must not be sent new visitors. */
export function isDraining() {
  return draining
}

function drain() {
  draining = true
}

function shutdown(): Promise<void> {
  drain()
  finished ??= Promise.all(
    hooks.map(({ name, run }) =>
      Promise.race([
        run(),
        new Promise<void>((_, reject) => setTimeout(() => reject(new Error('timed out')), HOOK_TIMEOUT_MS).unref()),
      ]).catch((error: unknown) => log().error({ module: 'shutdown', hook: name, err: error }, 'a shutdown hook failed')),
    ),
  ).then(() => undefined)
  return finished
}

;(globalThis as Record<symbol, Lifecycle>)[LIFECYCLE_KEY] = { drain, shutdown }

// Run without the supervisor, the server's own signal handling closes the socket; the process ends when nothing else would.
if (process.env[SUPERVISED_ENV] !== '1') {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const serverHandlesIt = process.listenerCount(signal) > 0
      void shutdown().then(() => {
        if (!serverHandlesIt) process.exit(0)
      })
    })
  }
}
