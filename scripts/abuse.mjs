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
// Options: --only=a,b  --short (every duration and count cut down, for development)
//          --flood-seconds=N --connections=N --slow-clients=N --slow-seconds=N --fuzz-runs=N --posts=N
import { mkdirSync, writeFileSync } from 'node:fs'
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

const scenarios = {
  flood: async () =>
    (await import('./abuse/flood.mjs')).flood({
      seconds: number('flood-seconds', 180, 30),
      connections: number('connections', 50, 50),
      log,
    }),
  slow: async () =>
    (await import('./abuse/slowClients.mjs')).slowClients({
      clients: number('slow-clients', 500, 200),
      seconds: number('slow-seconds', 45, 25),
      log,
    }),
  database: async () => (await import('./abuse/database.mjs')).database({ posts: number('posts', 150, 50), log }),
  fuzz: async () => (await import('./abuse/fuzzSite.mjs')).fuzzSite({ runs: number('fuzz-runs', 300, 60), log }),
  store: async () => (await import('./abuse/store.mjs')).misbehavingStore({ log }),
}

const only = args.get('only')?.split(',') ?? Object.keys(scenarios)
const unknown = only.filter((name) => !(name in scenarios))
if (unknown.length) {
  console.error(`Unknown scenario: ${unknown.join(', ')} (known: ${Object.keys(scenarios).join(', ')})`)
  process.exit(2)
}

buildIfStale()
const report = { date: new Date().toISOString(), node: process.version, short, scenarios: {} }
const rows = []
for (const name of only) {
  log(`\n${name}…`)
  const started = Date.now()
  try {
    const { figures, checks } = await scenarios[name]()
    report.scenarios[name] = { seconds: Math.round((Date.now() - started) / 1000), figures, checks }
    for (const [check, ok, result] of checks) {
      rows.push([name, check, result, ok ? 'ok' : 'FAIL'])
      log(`  ${ok ? 'ok  ' : 'FAIL'} ${check}: ${result}`)
    }
  } catch (error) {
    report.scenarios[name] = { error: String(error?.stack ?? error) }
    rows.push([name, 'ran to its end', String(error?.message ?? error).slice(0, 200), 'FAIL'])
    log(`  FAIL ${name} did not finish: ${error?.stack ?? error}`)
  }
  log(`  (${Math.round((Date.now() - started) / 1000)} s)`)
}

const widths = [0, 1, 2, 3].map((i) => Math.min(90, Math.max(...rows.map((r) => r[i].length), 6)))
const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join(' | ')
log(`\n${line(['scenario', 'check', 'result', 'status'])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${rows.map(line).join('\n')}`)
mkdirSync('bench', { recursive: true })
writeFileSync('bench/abuse-results.json', JSON.stringify({ ...report, table: rows }, null, 2))
const failed = rows.filter((r) => r[3] !== 'ok').length
log(`\n${rows.length - failed} passed, ${failed} failed`)
log('Wrote bench/abuse-results.json')
process.exit(failed ? 1 : 0)
