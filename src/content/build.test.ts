import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { defaultLocale, featuredStoryKey, leadPrivacy, localeCodes } from '#app-config'
import { buildContent } from './build'

const root = fileURLToPath(new URL('../../', import.meta.url))
const content = buildContent(`${root}content`, `${root}public`)
const embeddedSlugs = (locale: string) =>
  new Set((JSON.parse(readFileSync(`${root}src/catalogue/embedded/products.${locale}.json`, 'utf8')) as Array<{ slug: string }>).map((p) => p.slug))

describe("the site's own content", () => {
  it.each(localeCodes)('has at least 4 stories and 6 articles in %s', (locale) => {
    expect(content.posts.filter((p) => p.kind === 'story' && p.locale === locale).length).toBeGreaterThanOrEqual(4)
    expect(content.posts.filter((p) => p.kind === 'article' && p.locale === locale).length).toBeGreaterThanOrEqual(6)
  })

  it('features a story that exists in every language', () => {
    for (const locale of localeCodes) {
      expect(content.posts.some((p) => p.kind === 'story' && p.locale === locale && p.key === featuredStoryKey), locale).toBe(true)
    }
  })

  it.each(localeCodes)('links only products of the embedded catalogue in %s', (locale) => {
    const slugs = embeddedSlugs(locale)
    for (const post of content.posts.filter((p) => p.locale === locale)) {
      for (const product of post.products) expect(slugs, `${post.key}.${locale} → ${product}`).toContain(product)
    }
  })

  it.each(localeCodes)('states in %s the retention period the lead store applies (app.config.ts)', (locale) => {
    const policy = content.legal.find((p) => p.key === 'privacy' && p.locale === locale)!
    expect(policy.html).toContain(`${leadPrivacy.defaultRetentionDays} `)
    expect(policy.html).toContain('privacy@lumera-vetrine.it')
  })

  it('versions each policy by the SHA-256 of its file, for the consent records', () => {
    for (const page of content.legal) {
      const source = readFileSync(`${root}content/legal/${page.key}.${page.locale}.md`, 'utf8')
      expect(page.sha256).toBe(createHash('sha256').update(source).digest('hex'))
    }
    expect(new Set(content.legal.map((p) => p.sha256)).size).toBe(content.legal.length)
  })

  it('has both policies in every language', () => {
    const expected = ['cookies', 'privacy'].flatMap((key) => localeCodes.map((locale) => `${key}.${locale}`))
    expect(content.legal.map((p) => `${p.key}.${p.locale}`).sort()).toEqual(expected.sort())
  })
})

describe('a language without a file of a key (shown there in the default language)', () => {
  const other = localeCodes.find((l) => l !== defaultLocale)!
  /** The site's content with some files taken away. */
  function without(...files: string[]) {
    const dir = mkdtempSync(join(tmpdir(), 'lumera-content-'))
    cpSync(`${root}content`, dir, { recursive: true })
    for (const file of files) rmSync(join(dir, file))
    try {
      return buildContent(dir, `${root}public`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it('builds: the story and the policy are left to the default language', () => {
    const built = without(`customer-stories/${featuredStoryKey}.${other}.md`, `legal/cookies.${other}.md`)
    expect(built.posts.some((p) => p.key === featuredStoryKey && p.locale === other)).toBe(false)
    expect(built.legal.some((p) => p.key === 'cookies' && p.locale === other)).toBe(false)
  })

  it("fails without the default language's file, which every other language falls back on", () => {
    expect(() => without(`inspiration-hub/chocolate-and-humidity.${defaultLocale}.md`)).toThrow(
      `inspiration-hub/chocolate-and-humidity: missing the ${defaultLocale} version`,
    )
    expect(() => without(`legal/privacy.${defaultLocale}.md`)).toThrow(`legal/privacy.${defaultLocale}.md: missing`)
  })
})
