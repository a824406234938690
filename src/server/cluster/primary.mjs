// The supervisor of `npm start`: WEB_CONCURRENCY server processes under node:cluster, sharing the port. One that dies
// is replaced after a growing pause; one that cannot start at all stops everything. It relays change-bus messages;
// on SIGTERM or SIGINT every process drains and stops (worker.mjs).
import cluster from 'node:cluster'
import { fileURLToPath } from 'node:url'
import { serverProcessArgs } from './limits.mjs'
import { CHANGE_MESSAGE_KEY, SLOT_ENV, START_FAILURE_KEY } from '../../platform/clusterProtocol.mjs'

/** Longest the supervisor waits for its processes to stop before it ends them. */
const STOP_TIMEOUT_MS = 30_000

/** @param {{ entry: string, count: number, log: import('pino').Logger }} options */
export function runPrimary({ entry, count, log }) {
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./worker.mjs', import.meta.url)),
    execArgv: serverProcessArgs(),
    args: [entry],
    silent: false,
  })
  let stopping = false
  let exitCode = 0
  const deaths = new Map() // slot -> recent death times
  let announced = false

  const fork = (slot) => {
    const worker = cluster.fork({ [SLOT_ENV]: String(slot) })
    worker.slot = slot
    worker.on('listening', (address) => {
      worker.listened = true
      if (slot === 1 && !announced) {
        announced = true
        const anyAddress = !address.address || address.address === '::' || address.address === '0.0.0.0'
        log.info(`Listening on http://${anyAddress ? 'localhost' : address.address}:${address.port} (${count} processes)`)
      }
    })
    worker.on('message', (message) => {
      if (message && typeof message === 'object' && START_FAILURE_KEY in message) worker.startFailure = message[START_FAILURE_KEY]
      if (message && typeof message === 'object' && CHANGE_MESSAGE_KEY in message) {
        for (const other of Object.values(cluster.workers ?? {})) {
          if (other && other !== worker && other.isConnected()) other.send(message)
        }
      }
    })
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode)
      return
    }
    if (!worker.listened && code !== 0 && signal === null) {
      // It never started (a taken port, a broken build): starting it again would fail the same way.
      log.fatal({ pid: worker.process.pid, code, reason: worker.startFailure }, 'a server process could not start; stopping')
      stop(code)
      return
    }
    const now = Date.now()
    const recent = (deaths.get(worker.slot) ?? []).filter((t) => now - t < 60_000)
    recent.push(now)
    deaths.set(worker.slot, recent)
    const pause = Math.min(30_000, 250 * 2 ** (recent.length - 1))
    log.warn({ pid: worker.process.pid, code, signal, pauseMs: pause }, `a server process ended; another starts in ${pause} ms`)
    setTimeout(() => !stopping && fork(worker.slot), pause).unref()
  })

  function stop(code = 0) {
    if (stopping) return
    stopping = true
    exitCode = code
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(exitCode)
    for (const worker of workers) worker?.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(exitCode || 1)
    }, STOP_TIMEOUT_MS).unref()
  }

  process.on('SIGTERM', () => stop())
  process.on('SIGINT', () => stop())
  for (let slot = 1; slot <= count; slot++) fork(slot)
}
