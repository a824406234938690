// `npm run test:abuse` (issue 30): the production build under its supervisor, abused on loopback
// only, scenario by scenario, each bounded in time and count. Prints every figure and check, writes
// bench/abuse-results.json, exits non-zero when a check fails. Also `npm run bench -- --abuse`.
//
//   flood      crawler of unique URLs (50 connections, 180 s) + a visitor at 2 pages/s, one address
//   slow       500 slow clients (headers a byte every 2 s, or never reading) + the visitor
//   database   PostgreSQL restarted under lead posts at 5/s; SQLite on a full, then read-only disk
//   fuzz       property-based posts, server-function calls, webhooks, image URLs, query strings
//   store      the store slow (30 s), answering HTML, truncated, or 10 MB
//
// Each server process runs under a CPU quota of half a core (cgroup v1, with a weight that gets it
// that half on a busy machine too) and the crawler under one of its own, so a run on a shared host
// and one on a quiet host measure the same server (--cpus=0 turns it off; without root there is none,
// and the report says so).
//
// Options: --only=a,b  --short (every duration and count cut down, for development)
//          --flood-seconds=N --connections=N --slow-clients=N --slow-seconds=N --fuzz-runs=N --posts=N
//          --cpus=N (per server process, 0: no quota) --crawler-cpus=N
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { joinWeightedGroup, loadAverage } from './abuse/processes.mjs'
import { buildIfStale } from './build-if-stale.mjs'

const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
)
const short = args.get('short') === 'true'
const number = (name, full, quick) => Number(args.get(name) ?? (short ? quick : full))
const log = (line) => console.log(line)
const cpus = number('cpus', 0.5, 0.5)

const scenarios = {
  flood: async () =>
    (await import('./abuse/flood.mjs')).flood({
      seconds: number('flood-seconds', 180, 30),
      connections: number('connections', 50, 50),
      cpus,
      crawlerCpus: number('crawler-cpus', 0.5, 0.5),
      log,
    }),
  slow: async () =>
    (await import('./abuse/slowClients.mjs')).slowClients({
      clients: number('slow-clients', 500, 200),
      seconds: number('slow-seconds', 45, 25),
      cpus,
      log,
    }),
  database: async () => (await import('./abuse/database.mjs')).database({ posts: number('posts', 150, 50), cpus, log }),
  fuzz: async () => (await import('./abuse/fuzzSite.mjs')).fuzzSite({ runs: number('fuzz-runs', 300, 60), cpus, log }),
  store: async () => (await import('./abuse/store.mjs')).misbehavingStore({ cpus, log }),
}

const only = args.get('only')?.split(',') ?? Object.keys(scenarios)
const unknown = only.filter((name) => !(name in scenarios))
if (unknown.length) {
  console.error(`Unknown scenario: ${unknown.join(', ')} (known: ${Object.keys(scenarios).join(', ')})`)
  process.exit(2)
}

buildIfStale()
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cores: availableParallelism(),
  loadAverageAtStart: loadAverage(),
  cpuQuotaPerServerProcess: cpus,
  short,
  scenarios: {},
}
// The suite itself (the visitor's clock) waits for no one's core either (processes.mjs).
const suiteGroup = cpus
  ? joinWeightedGroup(`lumera-abuse-suite-${process.pid}`)
  : { joined: false, reason: 'no quota asked for', leave() {} }
report.suiteWeighted = suiteGroup.joined || suiteGroup.reason
log(`${report.cores} cores, load average ${report.loadAverageAtStart}; ${cpus ? `${cpus} CPU per server process` : 'no CPU quota'}`)
const rows = []
for (const name of only) {
  log(`\n${name}…`)
  const started = Date.now()
  try {
    const { figures, checks } = await scenarios[name]()
    report.scenarios[name] = {
      seconds: Math.round((Date.now() - started) / 1000),
      figures,
      checks: checks.map(([check, budget, ok, measured]) => ({ check, budget, measured, status: ok ? 'ok' : 'FAIL' })),
    }
    for (const [check, budget, ok, measured] of checks) {
      rows.push([name, check, budget, measured, ok ? 'ok' : 'FAIL'])
      log(`  ${ok ? 'ok  ' : 'FAIL'} ${check} (budget: ${budget}): ${measured}`)
    }
  } catch (error) {
    report.scenarios[name] = { error: String(error?.stack ?? error) }
    rows.push([name, 'ran to its end', 'yes', String(error?.message ?? error).slice(0, 200), 'FAIL'])
    log(`  FAIL ${name} did not finish: ${error?.stack ?? error}`)
  }
  log(`  (${Math.round((Date.now() - started) / 1000)} s)`)
}

// A table to read at a glance; the measured column is cut at 70 characters (the lines above and the JSON have it whole).
const cut = (row) => row.map((cell, i) => (i === 3 && cell.length > 70 ? `${cell.slice(0, 69)}…` : cell))
const table = rows.map(cut)
const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...table.map((r) => r[i].length), 6))
const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join(' | ')
log(
  `\n${line(['scenario', 'check', 'budget', 'measured', 'status'])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${table.map(line).join('\n')}`,
)
suiteGroup.leave()
const failed = rows.filter((r) => r[4] !== 'ok').length
mkdirSync('bench', { recursive: true })
writeFileSync('bench/abuse-results.json', JSON.stringify({ ...report, passed: rows.length - failed, failed }, null, 2))
log(`\n${rows.length - failed} passed, ${failed} failed`)
log('Wrote bench/abuse-results.json')
process.exit(failed ? 1 : 0)
