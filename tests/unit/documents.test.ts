/**
 * Documents that cannot rot (decision 0064): every decision record has its status and date and a row in the index
 * (docs/decisions/README.md) that says the same; documents and code comments name only paths that exist, and cite
 * only records in force. A record that changed its status, a moved file or a new record fails here until the
 * documents follow.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const decisionsDir = 'docs/decisions'
const recordFiles = readdirSync(decisionsDir).filter((name) => /^\d{4}-.+\.md$/.test(name))
const statusLine = /^Status: (.+?)\. Date: (\d{4}-\d{2}-\d{2})\b/m

const records = recordFiles.map((file) => {
  const text = readFileSync(`${decisionsDir}/${file}`, 'utf8')
  const status = statusLine.exec(text)
  return { number: file.slice(0, 4), file, heading: text.split('\n')[0] ?? '', status: status?.[1], date: status?.[2] }
})
const numbers = new Set(records.map((r) => r.number))
/** Records whose status starts with "superseded": a document or a comment cites what replaced them. */
const superseded = new Set(records.filter((r) => r.status?.startsWith('superseded')).map((r) => r.number))

const index = readFileSync(`${decisionsDir}/README.md`, 'utf8')
const indexRows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (.+?) \| (.+?) \|$/gm)].map((m) => ({
  number: m[1]!,
  link: m[2]!,
  status: m[4]!,
}))

describe('the decision records', () => {
  it.each(records)('$file has its number, a status and a date', ({ number, heading, status, date }) => {
    expect(heading).toMatch(new RegExp(`^# ${number}\\b`))
    expect(status, 'a line "Status: accepted. Date: YYYY-MM-DD." under the title').toBeDefined()
    expect(Number.isNaN(Date.parse(date!))).toBe(false)
  })

  it.each(records)('$file names only records that exist in its status', ({ status }) => {
    for (const cited of status?.match(/\b0\d{3}\b/g) ?? []) expect(numbers, `record ${cited}`).toContain(cited)
  })

  it.each(records)('$file has one row in docs/decisions/README.md, with its status word for word', ({ number, file, status }) => {
    const rows = indexRows.filter((row) => row.number === number)
    expect(rows, `a row "| [${number}](${file}) | title | ${status} |"`).toHaveLength(1)
    expect(rows[0]!.link).toBe(file)
    expect(rows[0]!.status).toBe(status)
  })

  it('the index names no record that does not exist', () => {
    expect(indexRows.filter((row) => !numbers.has(row.number)).map((row) => row.number)).toEqual([])
  })

  it('the numbers the index calls unused are unused', () => {
    const unused = [...index.matchAll(/^- (\d{4})(?:-(\d{4}))?: /gm)].flatMap(([, from, to]) => {
      const list: string[] = []
      for (let n = Number(from); n <= Number(to ?? from); n++) list.push(String(n).padStart(4, '0'))
      return list
    })
    expect(unused.length).toBeGreaterThan(0)
    expect(unused.filter((n) => numbers.has(n))).toEqual([])
  })
})

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(file))
const documents = tracked.filter((file) => file.endsWith('.md') && (file === 'README.md' || file.startsWith('docs/')))
const code = tracked.filter(
  (file) => /\.(ts|tsx|mjs|js|cjs)$/.test(file) && !file.startsWith('src/paraglide/') && !file.endsWith('.gen.ts'),
)

/** A code file's comments (a `//` after a quote or a colon is part of a string or a URL). */
const comments = (text: string) => [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/[^\n]*/g)].map((m) => m[0]).join('\n')
const readable = (file: string) => (file.endsWith('.md') ? readFileSync(file, 'utf8') : comments(readFileSync(file, 'utf8')))

const roots = ['src', 'docs', 'scripts', 'tests', 'bench', 'deploy', 'wordpress', 'tools', 'content', 'public', 'messages', '.ci']
const pathPattern = new RegExp(`(?<![\\w/.@:-])(?:${roots.map((r) => r.replace('.', '\\.')).join('|')})/[\\w.\\-/{}$\\[\\]@+]*[\\w/}]`, 'g')

/** The repository paths a text names; a glob, a placeholder (`<locale>`) or a list (`{en,it}`) is no path. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(pathPattern)].flatMap((match) => {
    // The rest of the word it stands in: `-*.vtc`, `.<locale>.md`, `,b.json` make it a glob, a placeholder, a list.
    const rest = /^[^\s`'")\]]*/.exec(text.slice(match.index + match[0].length))![0]
    return /[*<,]/.test(match[0] + rest) ? [] : [match[0]]
  })
}

const exists = (path: string) =>
  existsSync(path) || (/^docs\/decisions\/\d{4}$/.test(path) && numbers.has(path.slice(decisionsDir.length + 1)))

/** The records a text cites: "decision 0049", "decisions 0025, 0049 and 0060", "docs/decisions/0049-….md". */
function citedRecords(text: string): string[] {
  const phrases = [...text.matchAll(/\b(?:decisions?|records?)\s+(?:\d{4}(?:\s*(?:,|and|&|or)\s*)?)+/gi)].map((m) => m[0])
  const paths = [...text.matchAll(/docs\/decisions\/(\d{4})/g)].map((m) => m[1]!)
  return [...new Set([...phrases.flatMap((phrase) => phrase.match(/\d{4}/g) ?? []), ...paths])]
}

describe('paths and citations', () => {
  it('reads paths, and leaves globs, placeholders and lists alone', () => {
    expect(namedPaths('see `src/cdn/tags.ts`, docs/cdn.md.')).toEqual(['src/cdn/tags.ts', 'docs/cdn.md'])
    expect(
      namedPaths('src/**/*.test.ts, content/legal/privacy.<locale>.md, messages/{en,it}.json, tests/varnish/errors-*.vtc, /api/src/x'),
    ).toEqual([])
  })

  it('reads citations in their usual forms', () => {
    expect(citedRecords('(decision 0012) decisions 0025, 0049 and 0060; docs/decisions/0021-x.md; records 0005 or 0030')).toEqual(
      expect.arrayContaining(['0012', '0025', '0049', '0060', '0021', '0005', '0030']),
    )
  })

  it('documents and code comments name only paths that exist', () => {
    const missing = [...documents, ...code].flatMap((file) =>
      namedPaths(readable(file))
        .filter((p) => !exists(p))
        .map((p) => `${file}: ${p}`),
    )
    expect(missing).toEqual([])
  })

  it('documents (the records apart: they keep their history) and code comments cite only records in force', () => {
    const current = [...documents.filter((file) => !file.startsWith(`${decisionsDir}/`)), ...code]
    const stale = current.flatMap((file) =>
      citedRecords(readable(file))
        .filter((n) => superseded.has(n))
        .map((n) => `${file}: ${n}`),
    )
    expect(stale).toEqual([])
  })
})
