/** The embedded catalogue that scripts/generate-embedded-catalogue.py writes: every language's file, read as the store
 * would send it, pairs with the others product by product and maps to the site's collections and capacity units. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { localeCodes, storeApi } from '#app-config'
import { unitOf } from './capacityUnits'

type RawProduct = {
  id: number
  name: string
  slug: string
  sku: string
  lang: string
  translations: Record<string, number>
  categories: Array<{ slug: string }>
  attributes: Array<{ slug: string; options: string[] }>
}

const folder = new URL('./embedded/', import.meta.url)
const catalogues = readdirSync(folder)
  .map((file) => /^products\.([a-z]{2})\.json$/.exec(file)?.[1])
  .filter((lang) => lang !== undefined)
  .map((lang) => [lang, JSON.parse(readFileSync(new URL(`products.${lang}.json`, folder), 'utf8')) as RawProduct[]] as const)
const languages = catalogues.map(([lang]) => lang)
const aliases = new Set<string>(Object.values(storeApi.categoryAliases).flat())

describe('the embedded catalogue', () => {
  it("is in the languages of app.config.ts, as the generator's table (LANGS) lists them, each with its PDF", () => {
    const script = readFileSync(new URL('../../scripts/generate-embedded-catalogue.py', import.meta.url), 'utf8')
    const table = [.../^LANGS = \(([^)]*)\)$/m.exec(script)![1]!.matchAll(/'([a-z]{2})'/g)].map((m) => m[1])
    expect([...languages].sort()).toEqual([...localeCodes].sort())
    expect([...table].sort()).toEqual([...localeCodes].sort())
    for (const code of localeCodes) {
      expect(existsSync(new URL(`../../public/catalogue/lumera-catalogue-${code}.pdf`, import.meta.url)), code).toBe(true)
    }
  })

  it.each(catalogues)('%s: every product links to its counterpart in every language, same model, same code', (lang, products) => {
    for (const product of products) {
      expect(product.lang).toBe(lang)
      expect(Object.keys(product.translations).sort()).toEqual([...languages].sort())
      expect(product.translations[lang]).toBe(product.id)
      for (const [other, others] of catalogues) {
        const counterpart = others.find((p) => p.id === product.translations[other])
        expect(counterpart, `${product.slug} in ${other}`).toMatchObject({ name: product.name, sku: product.sku })
      }
    }
  })

  it.each(catalogues)('%s: slugs are unique, lower-case ASCII words joined by hyphens', (_, products) => {
    const slugs = products.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it.each(catalogues)('%s: every category slug names a collection', (_, products) => {
    for (const product of products) for (const { slug } of product.categories) expect(aliases, slug).toContain(slug)
  })

  it.each(catalogues)('%s: every capacity counts a known unit', (_, products) => {
    const capacities = products.flatMap((p) => p.attributes.find((a) => a.slug === 'pa_capacity')?.options ?? [])
    expect(capacities).toHaveLength(products.length)
    for (const capacity of capacities) expect(unitOf(capacity).unit, capacity).not.toBeNull()
  })
})
