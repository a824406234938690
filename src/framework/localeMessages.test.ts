/**
 * Canary of the per-language message files (localeMessages.ts): every message Paraglide compiled is read into one text
 * per language, and each text says what Paraglide's own function says; the browser's lookup, a chunk's language file
 * and the prelude that loads it work together.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultLocale, localeCodes } from '#app-config'
import { hydrateAfterPaint } from './hydrateAfterPaint'
import { chunkPrelude, languageFile, lookupModule, messageTexts, REGISTRY } from './localeMessages'

const folder = new URL('../paraglide/messages/', import.meta.url)
const englishMessages = JSON.parse(readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8')) as Record<string, unknown>
const keys = readdirSync(folder)
  .filter((file) => file.endsWith('.js') && file !== '_index.js')
  .map((file) => file.slice(0, -3))
/** Inputs every message accepts: each name a placeholder could have, with a value that shows where it went. */
const inputs = new Proxy({}, { get: (_, name) => `<${String(name)}>` })
const evaluate = (text: string) => new Function(`return ${text}`)() as (inputs: unknown) => string

describe("Paraglide's compiled messages (the shape the build step reads)", () => {
  // One compiled module per message of messages/en.json (the pages' words are content, decision 0069).
  it('are all there', () => expect(keys.length).toBe(Object.keys(englishMessages).filter((key) => !key.startsWith('$')).length))

  it.each(keys)('%s: one text per language, each what Paraglide says in it', async (key) => {
    const code = readFileSync(new URL(`${key}.js`, folder), 'utf8')
    const texts = messageTexts(key, code, defaultLocale)
    expect(Object.keys(texts).sort()).toEqual([...localeCodes].sort())
    const compiled = (await import(`../paraglide/messages/${key}.js`)) as Record<string, (i: unknown, o: { locale: string }) => string>
    for (const locale of localeCodes) expect(evaluate(texts[locale]!)(inputs), locale).toBe(compiled[key]!(inputs, { locale }))
  })

  it('refuses a module of another shape instead of guessing', () => {
    expect(() => messageTexts('x', 'export const x = () => "x"', defaultLocale)).toThrow('has a shape this build step does not know')
  })
})

describe('the browser side', () => {
  it("looks a message up in the registry its chunk's language file fills", async () => {
    const registry = globalThis as unknown as Record<string, Record<string, unknown> | undefined>
    const before = registry[REGISTRY]
    try {
      delete registry[REGISTRY]
      new Function(languageFile([['greeting', '(i) => `Hallo ${i?.name}`']]))()
      const module = await import(`data:text/javascript,${encodeURIComponent(lookupModule('greeting'))}`)
      expect(module.greeting({ name: 'Welt' })).toBe('Hallo Welt')
    } finally {
      registry[REGISTRY] = before
    }
  })

  it.each([
    ['de', '/assets/framework-abc.de.js'],
    ['it', '/assets/framework-abc.it.js'],
    ['fr', `/assets/framework-abc.${defaultLocale}.js`],
    ['', `/assets/framework-abc.${defaultLocale}.js`],
  ])('a chunk on a page in %j loads %s first', async (lang, expected) => {
    const loaded: string[] = []
    const prelude = chunkPrelude(localeCodes, defaultLocale).replace('await import(', 'await load(').replace('import.meta.url', 'url')
    const run = new Function('document', 'url', 'load', `return (async () => { ${prelude} })()`)
    await run(
      { documentElement: { lang } },
      'https://lumera.example/assets/framework-abc.js',
      async (href: string) => void loaded.push(href),
    )
    expect(loaded).toEqual([`https://lumera.example${expected}`])
  })

  it("preloads a page's scripts' texts in its language, each after its script", () => {
    const page =
      '<!DOCTYPE html><html lang="de" dir="ltr"><head>' +
      '<link rel="modulepreload" href="/assets/index-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/></head>' +
      '<body><script type="module" async="" src="/assets/index-A.js"></script></body></html>'
    const html = hydrateAfterPaint(page, new Set(['assets/framework-B.js']))
    expect(/const preloads=(\[[^\]]*\])/.exec(html)?.[1]).toBe(
      JSON.stringify(['/assets/index-A.js', '/assets/framework-B.js', '/assets/framework-B.de.js']),
    )
  })
})
