// What each framework workaround still buys (decision 0044, the upgrade checklist): builds this commit as it is and
// once per workaround with that workaround turned off (a copy exported with `git archive` to a scratch folder, one
// patch each, which must apply or the script stops), then measures them side by side as a first visit: Lighthouse
// mobile in a fresh browser per run with the CPU slowdown calibrated to the host (lighthouse.mjs), the runs of all
// variants interleaved so a busy moment weighs on each, and the first load's JavaScript (weight.mjs).
// `node scripts/bench/workarounds.mjs [--runs=3] [--pages=/it,/it/contatta] [--variants=no-after-paint,...]`
// Prints a table and writes bench/workarounds.json. A workaround whose variant scores the same is a candidate for removal.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { launchSite } from '../lib/launch.mjs'
import { lighthouseRun } from './lighthouse.mjs'
import weight from './weight.mjs'
import { median } from './stats.mjs'

/** One text replacement per workaround: [file, what is there, what turns the workaround off]. */
export const variants = {
  'no-after-paint': ['src/server/finishResponse.server.ts', 'hydrateAfterPaint(await response.text())', 'await response.text()'],
  'no-on-intent': [
    'src/framework/HydrateOnIntent.tsx',
    '  const hydratingDocument = !useHydrated() && !import.meta.env.SSR\n',
    '  const hydratingDocument = !useHydrated() && !import.meta.env.SSR && false\n',
  ],
  'no-router-yield': ['src/router.tsx', 'inTaskOfItsOwn(buildRouter, !import.meta.env.SSR)', 'inTaskOfItsOwn(buildRouter, false)'],
  'no-lazy-rpc': ['vite.config.ts', '    lazyServerFnClient(),\n', ''],
}

/** This commit built in a scratch folder, with `patch` applied; returns its server entry. */
function buildVariant(name, patch) {
  const dir = join(tmpdir(), `lumera-workaround-${name}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const run = (command, args, options = {}) => {
    const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options })
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed for ${name}`)
  }
  run('sh', ['-c', `git archive HEAD | tar -x -C "${dir}"`])
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  if (patch) {
    const [file, from, to] = patch
    const text = readFileSync(join(dir, file), 'utf8')
    if (!text.includes(from))
      throw new Error(`${name}: ${file} no longer holds what the variant turns off; update scripts/bench/workarounds.mjs`)
    writeFileSync(join(dir, file), text.replace(from, to))
  }
  run('npm', ['run', 'build'], { cwd: dir })
  const entry = join(dir, '.output/server/index.mjs')
  if (!existsSync(entry)) throw new Error(`${name}: no build`)
  return entry
}

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')))
const runs = Number(args.get('runs') ?? 3)
const pages = (args.get('pages') ?? '/it,/it/contatta,/product/aurora-90-cake-display').split(',')
const chosen = ['as-is', ...(args.get('variants')?.split(',') ?? Object.keys(variants))]

const sites = {}
try {
  for (const name of chosen) {
    console.log(`Building ${name}…`)
    sites[name] = await launchSite({ entry: buildVariant(name, variants[name]), env: { GTM_ID: '' } })
  }
  const results = Object.fromEntries(chosen.map((name) => [name, { weight: null, pages: Object.fromEntries(pages.map((p) => [p, []])) }]))
  for (const name of chosen) results[name].weight = await weight.run({ origin: sites[name].url, log: () => {} })
  for (let i = 0; i < runs; i++)
    for (const path of pages)
      for (const name of i % 2 ? [...chosen].reverse() : chosen) {
        const { lhr, measuredIndex, multiplier } = await lighthouseRun(`${sites[name].url}${path}`, { calibrated: true })
        const run = {
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
          index: measuredIndex,
          multiplier,
        }
        results[name].pages[path].push(run)
        console.log(
          `  ${name} ${path}: P ${run.performance}, TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms (index ${run.index}, x${run.multiplier})`,
        )
      }
  console.log('\nvariant | page | P (median) | TBT ms (median) | LCP ms (median) | JS first load /')
  for (const name of chosen)
    for (const path of pages) {
      const list = results[name].pages[path]
      console.log(
        `${name} | ${path} | ${median(list.map((r) => r.performance))} | ${median(list.map((r) => r.tbtMs))} | ${median(list.map((r) => r.lcpMs))} | ${results[name].weight['/'].jsKb} KB`,
      )
    }
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/workarounds.json', JSON.stringify({ date: new Date().toISOString(), runs, pages, results }, null, 2))
  console.log('\nWrote bench/workarounds.json')
} finally {
  await Promise.all(Object.values(sites).map((site) => site.stop()))
}
