// What the abuse suite measures of processes, apart from what it asks the site: the server processes'
// memory and CPU from /proc, their own stats lines (src/server/cluster/stats.mjs: event-loop delay,
// garbage-collection pauses, live heap, run-queue wait), the machine's load, and CPU quotas (cgroup v1)
// that give each server process, and the crawler, the same share of a core on a quiet or a busy host.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'

const CPU_CGROUPS = '/sys/fs/cgroup/cpu'
/**
 * The quota's accounting period. A short one makes half a core behave like a slower core rather
 * than one that stops for tens of milliseconds at a time (the figures: bench/abuse.md).
 */
const PERIOD_US = 20_000
/**
 * The weight of a quota's group against the machine's other work (1024 is a process's). A quota
 * alone caps a group but does not give it its share when twenty other processes want the cores;
 * with this weight it gets the whole quota before them, and the quota bounds what it takes.
 */
const SHARES = 100 * 1024

/** The server processes the supervisor forked. */
export function workerPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/** Resident memory of a process, in MB (0 once it is gone). */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'))
    return Math.round(Number(/\d+/.exec(line ?? '')?.[0] ?? 0) / 1024)
  } catch {
    return 0
  }
}

/** CPU seconds (user + system) a process has used. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** The machine's load average over the last minute. */
export function loadAverage() {
  return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0])
}

/**
 * A CPU quota of `cpus` cores (cgroup v1) with a high weight, for the commands started through
 * `wrap`. `cpus` of 0, no root or no writable cgroup: no quota, and `reason` says why.
 */
export function cpuQuota(name, cpus) {
  const none = (reason) => ({ cpus: 0, reason, wrap: (command, args) => [command, args], throttled: () => null, remove() {} })
  if (!(cpus > 0)) return none('no quota asked for')
  const dir = `${CPU_CGROUPS}/${name}`
  try {
    mkdirSync(dir)
    writeFileSync(`${dir}/cpu.cfs_period_us`, String(PERIOD_US))
    writeFileSync(`${dir}/cpu.cfs_quota_us`, String(Math.round(cpus * PERIOD_US)))
    writeFileSync(`${dir}/cpu.shares`, String(SHARES))
  } catch (error) {
    return none(`no writable cgroup at ${CPU_CGROUPS} (${error.code ?? error.message})`)
  }
  return {
    cpus,
    reason: null,
    // The command joins the group before it starts, so every process it forks is in it too.
    wrap: (command, args) => ['/bin/sh', ['-c', `echo $$ > ${dir}/cgroup.procs && exec "$0" "$@"`, command, ...args]],
    /** Periods in which the group used up its quota, and the seconds it then waited. */
    throttled() {
      const stat = Object.fromEntries(
        readFileSync(`${dir}/cpu.stat`, 'utf8')
          .trim()
          .split('\n')
          .map((l) => l.split(' ')),
      )
      return { periods: Number(stat.nr_periods), throttledPeriods: Number(stat.nr_throttled), seconds: Number(stat.throttled_time) / 1e9 }
    },
    remove() {
      try {
        rmdirSync(dir)
      } catch {
        // Still has a process (one that outlived its stop): the kernel removes nothing under it.
      }
    },
  }
}

/**
 * Moves this process (the suite: the visitor's timings are taken here) into a group of the same high
 * weight, without a quota: at load 20 a client of the default weight waited for a core too, and its
 * waits were counted as the server's. It uses little CPU; its children are in it until they move.
 */
export function joinWeightedGroup(name) {
  const dir = `${CPU_CGROUPS}/${name}`
  try {
    mkdirSync(dir)
    writeFileSync(`${dir}/cpu.shares`, String(SHARES))
    writeFileSync(`${dir}/cgroup.procs`, String(process.pid))
  } catch (error) {
    return { joined: false, reason: error.code ?? error.message, leave() {} }
  }
  return {
    joined: true,
    leave() {
      try {
        writeFileSync(`${CPU_CGROUPS}/cgroup.procs`, String(process.pid))
        rmdirSync(dir)
      } catch {
        // A child outlived the suite: the group stays until it ends.
      }
    },
  }
}

/**
 * Every `everyMs`, each server process is asked for its stats line (SIGUSR2, src/server/cluster/stats.mjs)
 * and the machine's load is read. `site.stats` collects the lines the site writes.
 */
export function startSampler(site, { everyMs = 5000 } = {}) {
  const samples = []
  const started = Date.now()
  const take = () => {
    const at = Math.round((Date.now() - started) / 1000)
    for (const pid of site.workers()) {
      try {
        process.kill(pid, 'SIGUSR2')
      } catch {
        // Gone: the supervisor replaces it, and its restarts are counted.
      }
    }
    samples.push({ at, load: loadAverage() })
  }
  take()
  const timer = setInterval(take, everyMs)
  return {
    samples,
    /** The last sample and lines, one more round first so the end is measured too. */
    async stop() {
      clearInterval(timer)
      take()
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { load: samples, processes: site.stats.filter((s) => Date.parse(s.time) >= started - 1000) }
    },
  }
}

const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0)
const round1 = (value) => Math.round(value * 10) / 10

/**
 * What the server did and what the machine did to it over a run, from the sampler's lines: per
 * process the CPU seconds it used and the seconds it waited for a core while it could run (a busy
 * machine or the quota, not the server), its worst event-loop delay and collection pause, and the
 * load average meanwhile. A visitor's slow answer is the server's doing when the loop was late
 * while the process had its core; the machine's when the process was waiting for one.
 */
export function summarizeProcesses({ load, processes }, quota) {
  const byPid = groupBy(processes, (l) => l.pid)
  const perProcess = [...byPid.values()].map((lines) => {
    const [first, last] = [lines[0], lines.at(-1)]
    const watched = lines.filter((l) => l.loopDelayMs)
    return {
      pid: first.pid,
      cpuSeconds: round1(last.cpuSeconds - first.cpuSeconds),
      runQueueWaitSeconds: last.runQueueWaitSeconds === null ? null : round1(last.runQueueWaitSeconds - first.runQueueWaitSeconds),
      loopDelayP99Ms: Math.max(0, ...watched.map((l) => l.loopDelayMs.p99)),
      loopDelayMaxMs: Math.max(0, ...watched.map((l) => l.loopDelayMs.max)),
      gcPauseSeconds: round1(watched.reduce((sum, l) => sum + l.gc.pauseMs, 0) / 1000),
      gcMaxPauseMs: Math.max(0, ...watched.map((l) => l.gc.maxPauseMs)),
      liveHeapMb: lines.map((l) => l.liveHeapAfterFullGcMb).filter((v) => v !== null && v !== undefined),
    }
  })
  return {
    seconds: load.at(-1)?.at ?? 0,
    loadAverage: { mean: round1(mean(load.map((l) => l.load))), max: Math.max(0, ...load.map((l) => l.load)) },
    quota: quota.cpus ? { cpusPerGroup: quota.cpus, ...quota.throttled() } : { none: quota.reason },
    perProcess,
  }
}

function groupBy(items, key) {
  const groups = new Map()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

/** One line for the report: what each process used and waited, and the load meanwhile. */
export function describeMachine(summary) {
  const quota = summary.quota.none
    ? `no CPU quota (${summary.quota.none})`
    : `quota ${summary.quota.cpusPerGroup} CPU, throttled ${round1(summary.quota.seconds)} s`
  const processes = summary.perProcess
    .map(
      (p) =>
        `${p.cpuSeconds} s CPU, ${p.runQueueWaitSeconds ?? '?'} s waiting for a core, loop p99 ${p.loopDelayP99Ms} ms, GC max ${p.gcMaxPauseMs} ms`,
    )
    .join('; ')
  return `load ${summary.loadAverage.mean} (max ${summary.loadAverage.max}); ${quota}; ${processes}`
}
