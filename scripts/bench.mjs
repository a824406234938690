// `npm run bench`: the performance and quality bench (docs/measuring.md).
// Builds if needed, starts the production server with its embedded defaults on a free port, then
// runs each section of `sections` in order (modules under scripts/bench/):
//   weight       the JavaScript and CSS the home page loads first, gzip-compressed;
//   lighthouse   mobile preset, a fresh browser per run, RUNS runs per page, nine page types in both
//                languages: the CPU slowdown calibrated to the host and the default 4x side by side;
//   interactions the first interactions visitors make, at 4x CPU, as the Event Timing API reports them;
//   render       server CPU per render with every request a distinct URL and the page cache off, side by
//                side with 2c30b8c's build (`--base=DIR` for a build of it already made; `--base-commit=HASH` when
//                that build is of another commit, whose figures are then shown for information; weight measures it too);
//   load         the page cache at work: home and search against a static file of the same server;
//   uncached     a second server with PAGE_CACHE_SECONDS=0, 50 connections on one URL each (they share
//                renders): home, a product, a filtered search and the Italian contact page, with p99;
//   tagged       home with a unique `gclid` per request against plain home;
//   concurrency  WEB_CONCURRENCY=1 against 2 under `npm run serve`, each process under a CPU quota,
//                distinct URLs (issues 13 and 29);
//   downloads    every model's spec sheet made the first time and served again, and the largest (issue 41);
//   cdn          through Varnish with deploy/varnish/site.vcl: the share of a realistic mix of page views that
//                reaches the site, and a save's time to the fresh page at the cache (issue 38, scripts/bench/cdn.mjs).
// Prints one table (every measure with its budget and status) and writes bench/results.json (a run of some sections,
// `--only=a,b`, writes bench/results.a,b.json instead, so it never overwrites a full run's figures); exits
// non-zero when a budget is missed. Options: --runs=N (Lighthouse and interaction runs), --skip-<section>
// (e.g. --skip-lighthouse), --only=a,b, --pages=home,contact (Lighthouse page types).
// --store: the site against a store with full-size photos instead (scripts/bench/store.mjs).
// --wordpress: stories, articles and pages from a real WordPress instead: the home page and a landing page built from the
// exported content under Lighthouse, an edit's latency, an article's photos (scripts/bench/wordpress.mjs; --only-pages,
// --skip-pages).
//
// A section is `{ key, title, run(context) -> data, rows(data, budgets) -> [measure, result, budget, ok][] }`;
// the context is `{ origin, runs, args, budgets, log }`. To add one, write a module and list it below.
import { mkdirSync, writeFileSync } from 'node:fs'
import { buildIfStale } from './build-if-stale.mjs'
import cdn from './bench/cdn.mjs'
import concurrency from './bench/concurrency.mjs'
import downloads from './bench/downloads.mjs'
import interactions from './bench/interactions.mjs'
import lighthouse from './bench/lighthouse.mjs'
import { load, tagged, uncached } from './bench/load.mjs'
import render from './bench/render.mjs'
import { startServer } from './bench/server.mjs'
import weight from './bench/weight.mjs'

const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
)
const budgets = {
  performance: 0.95,
  lcpMs: 2000,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  cls: 0,
  jsKb: 145,
  loadRatio: 0.5,
  uncachedRatio: 0.04,
  uncachedP99Ms: 1000,
  taggedRatio: 0.5,
  sheetMs: 1000,
  sheetAgainMs: 50,
  sheetKb: 500,
  originShare: 0.1,
}

// A section's rows are [measure, result, budget, ok]: ok true, false, or null for a row shown for information.
const sections = [weight, lighthouse, interactions, render, load, uncached, tagged, concurrency, downloads, cdn]

const only = args.get('only')?.split(',')
const chosen = sections.filter((s) => (only ? only.includes(s.key) : args.get(`skip-${s.key}`) !== 'true'))
const context = { runs: Number(args.get('runs') ?? 3), args, budgets, log: (line) => console.log(`  ${line}`) }

buildIfStale()
if (args.get('abuse') === 'true' || args.get('only') === 'abuse') {
  // The abuse suite (issue 30, docs/decisions/0028): `npm run test:abuse`, with the other options passed on.
  const { spawnSync } = await import('node:child_process')
  const rest = process.argv.slice(2).filter((a) => a !== '--abuse' && a !== '--only=abuse')
  process.exit(spawnSync(process.execPath, ['scripts/abuse.mjs', ...rest], { stdio: 'inherit' }).status ?? 1)
}
if (args.get('store') === 'true') {
  const { benchStore } = await import('./bench/store.mjs')
  process.exit(await benchStore({ runs: context.runs, skipLighthouse: args.get('skip-lighthouse') === 'true' }))
}
if (args.get('wordpress') === 'true') {
  const { benchWordPress } = await import('./bench/wordpress.mjs')
  process.exit(
    await benchWordPress({
      runs: context.runs,
      skipLighthouse: args.get('skip-lighthouse') === 'true',
      skipLatency: args.get('skip-latency') === 'true',
      pages: args.get('skip-pages') !== 'true',
      article: args.get('only-pages') !== 'true',
    }),
  )
}
const server = await startServer()
console.log(`Bench against ${server.origin}`)
const report = { date: new Date().toISOString(), node: process.version, runs: context.runs, budgets }
try {
  for (const section of chosen) {
    console.log(`${section.title}…`)
    report[section.key] = await section.run({ ...context, origin: server.origin })
  }
} finally {
  await server.stop()
}

// One table: each measure against its budget.
const rows = chosen
  .flatMap((s) => s.rows(report[s.key], budgets))
  .map(([measure, result, budget, ok]) => [measure, result, budget, ok === null ? 'info' : ok ? 'ok' : 'OVER'])
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 6))
const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join(' | ')
console.log(
  `\n${line(['measure', 'result', 'budget', 'status'])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${rows.map(line).join('\n')}`,
)
mkdirSync('bench', { recursive: true })
const resultsFile = only ? `bench/results.${only.join(',')}.json` : 'bench/results.json'
writeFileSync(resultsFile, JSON.stringify({ ...report, table: rows }, null, 2))
console.log(`\nWrote ${resultsFile}`)
process.exit(rows.every((r) => r[3] !== 'OVER') ? 0 : 1)
