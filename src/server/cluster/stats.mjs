// `kill -USR2 <pid>` makes a server process write one JSON line to its log (`"msg":"process stats"`): memory, CPU, the
// run-queue wait (a busy machine, not the server) and, since the previous signal, event-loop delay, GC pauses and the
// live heap. The first signal starts that watch, so nobody pays for it unasked. The app adds its figures (STATS_KEY).
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { GCProfiler } from 'node:v8'
import { SLOT_ENV, STATS_KEY } from '../../platform/clusterProtocol.mjs'

const MB = 1024 * 1024
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** Seconds this process has spent waiting on a run queue (runnable, no core free); null where unknown. */
function runQueueWaitSeconds() {
  try {
    return round(Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]) / 1e9, 3)
  } catch {
    return null
  }
}

/** Event-loop delay and garbage collections from now until `take()`, which starts the next interval. */
function startWatch() {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let gc = new GCProfiler()
  gc.start()
  let since = Date.now()
  return {
    take() {
      const { statistics } = gc.stop()
      gc = new GCProfiler()
      gc.start()
      const pauses = statistics.map((s) => s.cost / 1000)
      const fullCollections = statistics.filter((s) => s.gcType === 'MarkSweepCompact')
      const lastFull = fullCollections.at(-1)
      const interval = {
        seconds: round((Date.now() - since) / 1000),
        loopDelayMs: {
          p50: round(delay.percentile(50) / 1e6),
          p99: round(delay.percentile(99) / 1e6),
          max: round(delay.max / 1e6),
        },
        gc: {
          count: statistics.length,
          full: fullCollections.length,
          pauseMs: round(pauses.reduce((a, b) => a + b, 0)),
          maxPauseMs: round(Math.max(0, ...pauses)),
        },
        liveHeapAfterFullGcMb: lastFull ? round(lastFull.afterGC.heapStatistics.usedHeapSize / MB) : null,
      }
      delay.reset()
      since = Date.now()
      return interval
    },
  }
}

export function reportStatsOnSignal(signal = 'SIGUSR2') {
  let watch
  process.on(signal, () => {
    const memory = process.memoryUsage()
    const cpu = process.cpuUsage()
    const line = {
      level: 'info',
      time: new Date().toISOString(),
      msg: 'process stats',
      pid: process.pid,
      slot: Number(process.env[SLOT_ENV] ?? 0),
      uptimeSeconds: round(process.uptime()),
      rssMb: round(memory.rss / MB),
      heapUsedMb: round(memory.heapUsed / MB),
      heapTotalMb: round(memory.heapTotal / MB),
      externalMb: round(memory.external / MB),
      cpuSeconds: round((cpu.user + cpu.system) / 1e6, 3),
      runQueueWaitSeconds: runQueueWaitSeconds(),
      ...(watch ? watch.take() : {}),
      app: globalThis[STATS_KEY]?.() ?? null,
    }
    process.stdout.write(`${JSON.stringify(line)}\n`)
    watch ??= startWatch()
  })
}
