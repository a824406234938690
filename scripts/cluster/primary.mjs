// The supervisor of `npm start` / `npm run serve`: runs WEB_CONCURRENCY server processes (one per
// core by default) with node:cluster, which share the listening port. A process that dies is
// replaced (with a growing pause if it keeps dying); one that cannot start at all (a malformed
// environment) stops everything with its exit code. Catalogue-change messages from one process are
// passed to the others (src/server/changeBus.server.ts). On SIGTERM or SIGINT every process drains
// and stops (scripts/cluster/worker.mjs), then the supervisor exits.
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { serverProcessArgs } from './limits.mjs'
import { CHANGE_MESSAGE_KEY, SLOT_ENV } from './protocol.mjs'

/** Longest the supervisor waits for its processes to stop before it ends them. */
const STOP_TIMEOUT_MS = 30_000

/** WEB_CONCURRENCY as src/server/env.server.ts accepts it (1 to 256); the default is one per core. */
export function processCount(value = process.env.WEB_CONCURRENCY) {
  if (value === undefined || value.trim() === '') return availableParallelism()
  const count = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN
  if (!(count >= 1 && count <= 256)) {
    console.error('Invalid environment:\n  WEB_CONCURRENCY: WEB_CONCURRENCY must be a whole number from 1 to 256')
    process.exit(1)
  }
  return count
}

export function runPrimary({ entry, count }) {
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./worker.mjs', import.meta.url)),
    execArgv: serverProcessArgs(),
    args: [entry],
    silent: false,
  })
  let stopping = false
  const deaths = new Map() // slot -> recent death times

  const fork = (slot) => {
    const worker = cluster.fork({ [SLOT_ENV]: String(slot) })
    worker.slot = slot
    worker.on('listening', () => (worker.listened = true))
    worker.on('message', (message) => {
      // A change bus message: pass it to every other process.
      if (message && typeof message === 'object' && CHANGE_MESSAGE_KEY in message) {
        for (const other of Object.values(cluster.workers ?? {})) {
          if (other && other !== worker && other.isConnected()) other.send(message)
        }
      }
    })
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    if (!worker.listened && code !== 0 && signal === null) {
      // It never started (a bad environment, a taken port): starting it again would fail the same way.
      console.error(`[serve] a server process could not start (exit code ${code}); stopping`)
      stop(code)
      return
    }
    const now = Date.now()
    const recent = (deaths.get(worker.slot) ?? []).filter((t) => now - t < 60_000)
    recent.push(now)
    deaths.set(worker.slot, recent)
    const pause = Math.min(30_000, 250 * 2 ** (recent.length - 1))
    console.warn(`[serve] server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); another starts in ${pause} ms`)
    setTimeout(() => !stopping && fork(worker.slot), pause).unref()
  })

  function stop(exitCode = 0) {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(exitCode)
    for (const worker of workers) worker?.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(exitCode || 1)
    }, STOP_TIMEOUT_MS).unref()
    cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(exitCode))
  }

  process.on('SIGTERM', () => stop())
  process.on('SIGINT', () => stop())
  for (let slot = 1; slot <= count; slot++) fork(slot)
}
