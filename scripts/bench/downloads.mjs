// Spec sheets (issue 41, docs/decisions/0046): the time to make each model's sheet the first time (the server's data
// folder starts empty), the time to serve it again from the disk cache, and the largest sheet. The process's first
// sheet also loads the typefaces: it is reported apart.
import { readFileSync } from 'node:fs'
import { median } from './stats.mjs'

const slugs = (locale) =>
  JSON.parse(readFileSync(new URL(`../../src/catalogue/embedded/products.${locale}.json`, import.meta.url), 'utf8')).map((p) => p.slug)

async function timed(url) {
  const started = performance.now()
  const response = await fetch(url)
  const bytes = (await response.arrayBuffer()).byteLength
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return { ms: performance.now() - started, bytes }
}

export default {
  key: 'downloads',
  title: 'spec sheets',
  async run({ origin, log }) {
    const urls = ['en', 'it'].flatMap((locale) => slugs(locale).map((slug) => `${origin}/api/downloads/${locale}/${slug}/spec-sheet.pdf`))
    const [coldUrl, ...rest] = urls
    const cold = await timed(coldUrl)
    const first = []
    for (const url of rest) first.push(await timed(url))
    const again = []
    for (const url of urls) again.push(await timed(url))
    const result = {
      sheets: urls.length,
      coldMs: Math.round(cold.ms),
      firstMedianMs: Math.round(median(first.map((r) => r.ms))),
      firstMaxMs: Math.round(Math.max(...first.map((r) => r.ms))),
      againMedianMs: +median(again.map((r) => r.ms)).toFixed(1),
      largestKb: +(Math.max(cold.bytes, ...first.map((r) => r.bytes)) / 1024).toFixed(1),
    }
    log(
      `spec sheets: ${result.sheets} made; the process's first ${result.coldMs} ms, then median ${result.firstMedianMs} ms ` +
        `(max ${result.firstMaxMs}); again from the cache ${result.againMedianMs} ms; largest ${result.largestKb} KB`,
    )
    return result
  },
  rows: (r, budgets) => [
    ['spec sheet, first time (median)', `${r.firstMedianMs} ms`, `< ${budgets.sheetMs} ms`, r.firstMedianMs < budgets.sheetMs],
    ['spec sheet, first time (slowest)', `${r.firstMaxMs} ms`, `< ${budgets.sheetMs} ms`, null],
    ["spec sheet, the process's first (typefaces loaded)", `${r.coldMs} ms`, '-', null],
    ['spec sheet, served again (median)', `${r.againMedianMs} ms`, `< ${budgets.sheetAgainMs} ms`, r.againMedianMs < budgets.sheetAgainMs],
    ['largest spec sheet', `${r.largestKb} KB`, `<= ${budgets.sheetKb} KB`, r.largestKb <= budgets.sheetKb],
  ],
}
