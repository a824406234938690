// Every core, shown (issues 13 and 29): pages rendered by `npm run serve` with WEB_CONCURRENCY=1 against 2, every
// request a distinct URL with the page cache off (so every request renders), each server process under a CPU
// quota of QUOTA_PER_PROCESS (a cgroup v1 CPU controller: /sys/fs/cgroup/cpu/...). On a 2-core machine the load
// generator runs beside the servers; without quotas one process already took more than a core (its garbage
// collector and compression threads) and a second had little left to add. With quotas the servers' share is
// fixed, the load generator keeps a core of its own, and the ratio says what a second process adds.
// The two servers run at once and are measured in turns (1, 2, 2, 1), so a noisy machine weighs on both.
// Budget: 2 processes serve at least 1.8 times what 1 does, with no errors. Alone: `node scripts/bench/concurrency.mjs`.
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { launchSite } from '../lib/launch.mjs'
import { childPids, treeCpuMs } from './cpu.mjs'

export const CONCURRENCY_BUDGET = 1.8
/** CPU time per server process per period: 0.4 of a core, so two processes leave the load generator more than a core. */
export const QUOTA_PER_PROCESS = 0.4
const CGROUP_ROOT = '/sys/fs/cgroup/cpu'
const PERIOD_US = 100_000

/**
 * A cgroup capping its processes at `cores` of CPU time once `apply()` is called (uncapped until then, so the
 * servers warm up at full speed); `remove()` deletes it once they have exited.
 */
export function cpuQuota(name, cores) {
  if (!existsSync(join(CGROUP_ROOT, 'cgroup.procs')))
    throw new Error(`no cgroup v1 CPU controller at ${CGROUP_ROOT}: CPU quotas are not available on this machine`)
  const dir = join(CGROUP_ROOT, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US))
  writeFileSync(join(dir, 'cpu.cfs_quota_us'), '-1')
  return {
    procs: join(dir, 'cgroup.procs'),
    apply: () => writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(Math.round(PERIOD_US * cores))),
    remove: () => rmdirSync(dir),
  }
}

/** `npm run serve` (scripts/lib/launch.mjs), its supervisor and server processes moved into `quota`'s cgroup. */
async function startSupervised(env, quota) {
  const site = await launchSite({
    env: { GTM_ID: '', ...env },
    supervised: true,
    waitFor: 'ready',
    timeoutMs: 30_000,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // Every process of the tree (a process replaced later is forked by the supervisor, inside the cgroup too).
  for (const pid of [site.pid, ...childPids(site.pid)]) writeFileSync(quota.procs, String(pid))
  return { origin: `http://127.0.0.1:${site.port}`, pid: site.pid, stop: () => site.stop('SIGTERM') }
}

export async function concurrencyBench({ seconds = 10, connections = 16, log = console.log } = {}) {
  const { default: autocannon } = await import('autocannon')
  const paths = ['/', '/search?category=wine&q=cold', '/it/contatta', '/product/aurora-90-cake-display']
  let n = 0
  // As browsers ask: compressed. Every request a new address (a query the cache key keeps), across four page types.
  const measure = (server, durationS = seconds) =>
    new Promise((resolve, reject) => {
      const cpuBefore = treeCpuMs(server.pid)
      autocannon(
        {
          url: `${server.origin}/`,
          connections,
          duration: durationS,
          headers: { 'accept-encoding': 'br, gzip' },
          requests: [
            {
              setupRequest: (request) => {
                const path = paths[n % paths.length]
                return { ...request, path: `${path}${path.includes('?') ? '&' : '?'}visit=${Date.now().toString(36)}${++n}` }
              },
            },
          ],
        },
        (error, r) =>
          error
            ? reject(error)
            : resolve({
                rps: r.requests.average,
                errors: r.errors + r.timeouts + (r.non2xx ?? 0),
                cpuMsPerRequest: (treeCpuMs(server.pid) - cpuBefore) / Math.max(1, r.requests.total),
              }),
      )
    })
  const quotas = {
    1: cpuQuota(`lumera-bench-${process.pid}-1`, QUOTA_PER_PROCESS),
    2: cpuQuota(`lumera-bench-${process.pid}-2`, 2 * QUOTA_PER_PROCESS),
  }
  const servers = {}
  try {
    servers[1] = await startSupervised({ PAGE_CACHE_SECONDS: '0', WEB_CONCURRENCY: '1' }, quotas[1])
    servers[2] = await startSupervised({ PAGE_CACHE_SECONDS: '0', WEB_CONCURRENCY: '2' }, quotas[2])
    // Warm both before the quotas apply: every process loads the app and its pages, and the JIT optimises the renders.
    for (const server of Object.values(servers)) await measure(server, 4)
    for (const quota of Object.values(quotas)) quota.apply()
    const runs = { 1: [], 2: [] }
    for (const count of [1, 2, 2, 1]) runs[count].push(await measure(servers[count]))
    const summary = (list) => ({
      requestsPerSec: Math.round(list.reduce((sum, r) => sum + r.rps, 0) / list.length),
      errors: list.reduce((sum, r) => sum + r.errors, 0),
      cpuMsPerRequest: +(list.reduce((sum, r) => sum + r.cpuMsPerRequest, 0) / list.length).toFixed(1),
    })
    const result = { paths, quotaPerProcess: QUOTA_PER_PROCESS, one: summary(runs[1]), two: summary(runs[2]) }
    // Nothing answered at all (an overloaded machine) is no ratio: reported as 0, over budget.
    result.ratio = result.one.requestsPerSec > 0 ? +(result.two.requestsPerSec / result.one.requestsPerSec).toFixed(2) : 0
    log(
      `processes under ${QUOTA_PER_PROCESS} CPU each, distinct URLs: WEB_CONCURRENCY=1 ${result.one.requestsPerSec} req/s, =2 ${result.two.requestsPerSec} req/s (${result.ratio}x); CPU per request ${result.one.cpuMsPerRequest} / ${result.two.cpuMsPerRequest} ms`,
    )
    return result
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()))
    for (const quota of Object.values(quotas)) quota.remove()
  }
}

/** Rows of the bench table: measure, result, budget, ok. */
export function concurrencyRows(r) {
  return [
    [
      `Processes under ${r.quotaPerProcess} CPU each, distinct URLs`,
      `2: ${r.two.requestsPerSec} req/s, 1: ${r.one.requestsPerSec} req/s (${r.ratio}x), ${r.one.errors + r.two.errors} errors`,
      `>= ${CONCURRENCY_BUDGET}x, 0 errors`,
      r.ratio >= CONCURRENCY_BUDGET && r.one.errors + r.two.errors === 0,
    ],
  ]
}

export default {
  key: 'concurrency',
  title: `Every core: WEB_CONCURRENCY=1 against 2, each process under a ${QUOTA_PER_PROCESS} CPU quota, distinct URLs`,
  run: ({ log }) => concurrencyBench({ log }),
  rows: concurrencyRows,
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildIfStale } = await import('../build-if-stale.mjs')
  buildIfStale()
  const rows = concurrencyRows(await concurrencyBench())
  for (const row of rows) console.log(row.join(' | '))
  process.exit(rows.every((r) => r[3]) ? 0 : 1)
}
