// Scenario 1, the crawler flood (issue 30): CONNECTIONS connections of unique URLs for `seconds`
// while a visitor loads ordinary pages at 2 a second from the same address. The visitor's p99
// stays within 1 s and it never gets an error; the crawler gets pages, 404s for what does not
// exist, or 503/429 with Retry-After, never another 5xx; each server process's memory settles, and
// none is restarted (the heap bound of src/server/cluster/limits.mjs is never reached).
//
// Every 5 s each server process reports its stats (src/server/cluster/stats.mjs) and the machine's
// load is read, so the figures say what the server did and what the machine did to it.
import { spawn } from 'node:child_process'
import { cpuQuota, describeMachine, startSampler, summarizeProcesses } from './processes.mjs'
import { sleep, startSite, startVisitor, visitorChecks, warmUp } from './support.mjs'

const SHARED_ADDRESS = '198.51.100.23'
/** Memory may grow this much from the point where it should have settled to the end. */
const MEMORY_GROWTH = 0.15
/** The page cache counts as full from this share of its bound. */
const CACHE_FULL = 0.95

export async function flood({ seconds = 180, connections = 50, cpus = 0, crawlerCpus = 0, log = console.log } = {}) {
  const site = await startSite({}, { cpus })
  const crawlerQuota = cpuQuota(`lumera-abuse-crawler-${process.pid}`, crawlerCpus)
  try {
    const workers = site.workers()
    // Every process loads its code and the feed before the clock starts (a deploy's warm-up).
    await warmUp(site.origin)
    const sampler = startSampler(site, { everyMs: 5000 })
    const visitor = startVisitor(site.origin, { address: SHARED_ADDRESS })
    const probes = []
    const [command, args] = crawlerQuota.wrap(process.execPath, [
      'scripts/abuse/crawler.mjs',
      site.origin,
      String(seconds),
      String(connections),
      SHARED_ADDRESS,
    ])
    const crawler = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let crawlerOutput = ''
    crawler.stdout.on('data', (d) => (crawlerOutput += d))
    const crawled = new Promise((resolve) => crawler.once('exit', resolve))
    const started = Date.now()
    // A probe of the crawler's kind once a second: is a refusal a 503/429 with Retry-After?
    const probing = (async () => {
      for (let i = 0; Date.now() - started < seconds * 1000; i++) {
        const response = await fetch(`${site.origin}/search?q=probe-${i}-${Date.now()}&door=sliding`, {
          headers: { 'x-forwarded-for': SHARED_ADDRESS },
        }).catch(() => null)
        await response?.arrayBuffer()
        probes.push({ status: response?.status ?? 0, retryAfter: response?.headers.get('retry-after') ?? null })
        await sleep(1000)
      }
    })()
    await crawled
    await probing
    const visit = await visitor.stop()
    const sampled = await sampler.stop()
    const machine = summarizeProcesses(sampled, site.quota)
    const memory = memoryOf(sampled.processes, workers, seconds)
    const crawl = JSON.parse(crawlerOutput.trim().split('\n').pop() ?? '{}')
    const statuses = crawl.statuses ?? {}
    const other5xx = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500 && code !== '503')
      .reduce((sum, [, count]) => sum + count, 0)
    const refusedProbes = probes.filter((p) => p.status === 503 || p.status === 429)
    const probesWithoutRetryAfter = refusedProbes.filter((p) => !p.retryAfter).length
    const restarts = site.restarts()
    log(`  machine: ${describeMachine(machine)}`)
    log(`  memory: ${memory.describe}`)
    const figures = {
      seconds,
      connections,
      visitor: visit,
      crawler: { ...crawl, other5xx, cpuQuota: crawlerQuota.cpus ? { cpus: crawlerQuota.cpus, ...crawlerQuota.throttled() } : null },
      probes: { count: probes.length, refused: refusedProbes.length, withoutRetryAfter: probesWithoutRetryAfter },
      memory: memory.figures,
      restarts,
      machine,
    }
    const checks = [
      ...visitorChecks(visit),
      [
        'crawler 5xx other than 503',
        '0, and no failed requests',
        other5xx === 0 && (crawl.errors ?? 1) === 0,
        `${crawl.requests} requests (${crawl.perSecond}/s): ${JSON.stringify(statuses)}, ${crawl.errors} errors, ${crawl.timeouts} timeouts`,
      ],
      [
        'refusals without Retry-After',
        '0',
        probesWithoutRetryAfter === 0,
        `${refusedProbes.length} of ${probes.length} probes refused, ${probesWithoutRetryAfter} without`,
      ],
      [
        'memory growth once settled',
        `<= ${MEMORY_GROWTH * 100} % per process`,
        memory.growth.every((g) => g <= MEMORY_GROWTH),
        memory.describe,
      ],
      ['server processes restarted', '0 (heap bound never reached)', restarts === 0, `${restarts}`],
    ]
    return { figures, checks }
  } finally {
    crawlerQuota.remove()
    await site.stop()
  }
}

/**
 * Each process's resident memory at three points: after the warm-up, where it should have settled,
 * and at the end. It should have settled after the first third (the measure), or once the
 * page cache is full if that comes later: until then memory grows by design, up to the cache's bound
 * (decision 0028), and only growth after it is unexplained. The live heap after the last full
 * collection beside it tells retained objects from garbage V8 has not swept yet.
 */
function memoryOf(lines, workers, seconds) {
  const perProcess = workers
    .filter((pid) => lines.some((l) => l.pid === pid))
    .map((pid) => {
      const own = lines.filter((l) => l.pid === pid)
      const at = (line) => line.uptimeSeconds - own[0].uptimeSeconds
      const third = own.find((l) => at(l) >= seconds / 3) ?? own.at(-1)
      const full = own.find((l) => l.app && l.app.pageCache.mb >= CACHE_FULL * l.app.pageCache.maxMb)
      const settled = full && at(full) > at(third) ? full : third
      const end = own.at(-1)
      const live = (upTo) => own.filter((l) => at(l) <= at(upTo) && l.liveHeapAfterFullGcMb).at(-1)?.liveHeapAfterFullGcMb ?? null
      return {
        pid,
        rssMb: { start: own[0].rssMb, settled: settled.rssMb, end: end.rssMb },
        liveHeapMb: { settled: live(settled), end: live(end) },
        pageCacheMb: {
          settled: settled.app?.pageCache.mb ?? null,
          end: end.app?.pageCache.mb ?? null,
          bound: end.app?.pageCache.maxMb ?? null,
        },
        settledAtSeconds: Math.round(at(settled)),
        settledBy: settled === third ? 'first third' : 'page cache full',
        cacheFullAtSeconds: full ? Math.round(at(full)) : null,
        growth: (end.rssMb - settled.rssMb) / settled.rssMb,
      }
    })
  return {
    figures: perProcess,
    growth: perProcess.map((p) => p.growth),
    describe: perProcess
      .map(
        (p) =>
          `${p.rssMb.start} -> ${p.rssMb.settled} (+${p.settledAtSeconds} s, ${p.settledBy}) -> ${p.rssMb.end} MB ` +
          `(${p.growth >= 0 ? '+' : ''}${Math.round(p.growth * 1000) / 10} %; live heap ${p.liveHeapMb.settled} -> ${p.liveHeapMb.end} MB, ` +
          `page cache ${p.pageCacheMb.end} of ${p.pageCacheMb.bound} MB)`,
      )
      .join('; '),
  }
}
