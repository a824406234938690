// Scenario 1, the crawler flood (issue 30): CONNECTIONS connections of unique URLs for `seconds`
// while a visitor loads ordinary pages at 2 a second from the same address. The visitor's p99
// stays within 1 s and it never gets an error; the crawler gets pages, 404s for what does not
// exist, or 503/429 with Retry-After, never another 5xx; each server process's resident memory at
// the end is within 15 % of what it was after the first third.
import { spawn } from 'node:child_process'
import { rssMb, sleep, startSite, startVisitor, warmUp } from './support.mjs'

const SHARED_ADDRESS = '198.51.100.23'

export async function flood({ seconds = 180, connections = 50, log = console.log } = {}) {
  const site = await startSite()
  try {
    const workers = site.workers()
    // Every process loads its code and the feed before the clock starts (a deploy's warm-up).
    await warmUp(site.origin)
    const memory = { start: workers.map(rssMb), third: [], end: [] }
    const visitor = startVisitor(site.origin, { address: SHARED_ADDRESS })
    const probes = []
    const crawler = spawn(
      process.execPath,
      ['scripts/abuse/crawler.mjs', site.origin, String(seconds), String(connections), SHARED_ADDRESS],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
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
    await sleep((seconds * 1000) / 3)
    memory.third = workers.map(rssMb)
    log(`  after ${Math.round(seconds / 3)} s: memory ${memory.third.join(' / ')} MB`)
    await crawled
    await probing
    memory.end = workers.map(rssMb)
    const visit = await visitor.stop()
    const crawl = JSON.parse(crawlerOutput.trim().split('\n').pop() ?? '{}')
    const statuses = crawl.statuses ?? {}
    const other5xx = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500 && code !== '503')
      .reduce((sum, [, count]) => sum + count, 0)
    const refusedProbes = probes.filter((p) => p.status === 503 || p.status === 429)
    const probesWithoutRetryAfter = refusedProbes.filter((p) => !p.retryAfter).length
    const growth = memory.end.map((end, i) => (end - memory.third[i]) / memory.third[i])
    const figures = {
      seconds,
      connections,
      visitor: visit,
      crawler: { ...crawl, other5xx },
      probes: { count: probes.length, refused: refusedProbes.length, withoutRetryAfter: probesWithoutRetryAfter },
      memoryMb: memory,
      memoryGrowthAfterFirstThird: growth.map((g) => Math.round(g * 1000) / 10),
    }
    const checks = [
      [
        'visitor p99 <= 1000 ms',
        visit.p99Ms <= 1000,
        `${visit.p99Ms} ms (p50 ${visit.p50Ms}, max ${visit.maxMs}, ${visit.requests} loads)`,
      ],
      ['visitor errors = 0', visit.errors === 0, `${visit.errors}${visit.errors ? ` (${visit.errorSamples.join(', ')})` : ''}`],
      [
        'crawler: no 5xx but 503',
        other5xx === 0 && (crawl.errors ?? 1) === 0,
        `${crawl.requests} requests (${crawl.perSecond}/s): ${JSON.stringify(statuses)}, ${crawl.errors} errors, ${crawl.timeouts} timeouts`,
      ],
      [
        'refusals carry Retry-After',
        probesWithoutRetryAfter === 0,
        `${refusedProbes.length} of ${probes.length} probes refused, ${probesWithoutRetryAfter} without`,
      ],
      [
        'memory settles (end within 15 % of the first third)',
        growth.every((g) => g <= 0.15),
        `${memory.start.join(' / ')} -> ${memory.third.join(' / ')} -> ${memory.end.join(' / ')} MB`,
      ],
    ]
    return { figures, checks }
  } finally {
    await site.stop()
  }
}
