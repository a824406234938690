import { expect, test, type APIRequestContext } from '@playwright/test'
import { unindexedPages, type StaticPath } from '../../src/i18n/routes'
import { localeCodes } from '#app-config'
import { wrongLanguage } from './support/language'
import { pageSets } from './support/pages'

/**
 * Search engines' view of the site (issue 7): each page's head, the JSON-LD of each page type,
 * the sitemap and robots.txt. Plain HTTP, as a crawler reads it; run once (desktop project).
 */

type Head = {
  /** The page's `<html lang>`, and the text of its body (without scripts), as a crawler reads them. */
  lang: string
  text: string
  title: string
  description: string
  canonical: string
  alternates: Record<string, string>
  og: Record<string, string>
  jsonLd: Array<Record<string, unknown>>
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`, 'i'))?.[1] ?? ''
const unescape = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = head.match(/<(meta|link)\b[^>]*>/gi) ?? []
  const alternates: Record<string, string> = {}
  const og: Record<string, string> = {}
  let description = ''
  let canonical = ''
  for (const tag of tags) {
    if (/rel="alternate"/i.test(tag)) alternates[attr(tag, 'hreflang')] = attr(tag, 'href')
    if (/rel="canonical"/i.test(tag)) canonical = attr(tag, 'href')
    if (/name="description"/i.test(tag)) description = unescape(attr(tag, 'content'))
    const key = attr(tag, 'property') || attr(tag, 'name')
    if (/^(og|twitter):/.test(key)) og[key] = unescape(attr(tag, 'content'))
  }
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
  const body = html.slice(html.indexOf('<body'))
  const text = unescape(body.replace(/<script\b[\s\S]*?<\/script>/gi, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')
  const lang = /^<!DOCTYPE html><html lang="([^"]+)"/i.exec(html)?.[1] ?? ''
  return { lang, text, title: unescape(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''), description, canonical, alternates, og, jsonLd }
}

test.describe('search engines', { tag: '@one-width' }, () => {
  test('every page has its own title and description, a canonical URL, hreflang and social cards', async ({ request, baseURL }) => {
    const seen = Object.fromEntries(
      localeCodes.map((l) => [l, { titles: new Map<string, string>(), descriptions: new Map<string, string>() }]),
    )
    for (const { urls } of pageSets) {
      for (const lang of localeCodes) {
        const path = urls[lang]
        const head = await headOf(request, path)
        // Every page of the route table in every language, in that language (the sweeps see each page in two).
        expect(head.lang, path).toBe(lang)
        expect(
          wrongLanguage[lang].filter((phrase) => head.text.includes(phrase)),
          `${path} shows text of another language`,
        ).toEqual([])
        expect(head.title.length, `${path} title`).toBeGreaterThan(5)
        expect(head.description.length, `${path} description`).toBeGreaterThan(40)
        const own = seen[lang]!
        expect(own.titles.get(head.title), `${path} repeats the title of`).toBeUndefined()
        expect(own.descriptions.get(head.description), `${path} repeats the description of`).toBeUndefined()
        own.titles.set(head.title, path)
        own.descriptions.set(head.description, path)

        expect(head.canonical, `${path} canonical`).toBe(`${baseURL}${path}`)
        expect(head.alternates, `${path} hreflang`).toEqual({
          ...Object.fromEntries(localeCodes.map((l) => [l, `${baseURL}${urls[l]}`])),
          'x-default': `${baseURL}${urls.en}`,
        })
        expect(head.og['og:title']).toBe(head.title)
        expect(head.og['og:image'], `${path} og:image`).toMatch(new RegExp(`^${baseURL}/.+\\.(png|jpe?g|webp)$`))
        expect(head.og['twitter:card']).toBe('summary_large_image')
      }
    }
  })

  test('the counterpart of every page, as hreflang names it, exists', async ({ request }) => {
    for (const { urls } of pageSets) {
      const head = await headOf(request, urls.de)
      for (const url of Object.values(head.alternates)) expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200)
    }
  })

  const typesOf = (head: Head) => head.jsonLd.map((item) => item['@type'])

  test('JSON-LD: Organization on the home page, Product, BreadcrumbList and Article where they belong', async ({ request, baseURL }) => {
    for (const home of ['/', '/it', '/de']) expect(typesOf(await headOf(request, home))).toContain('Organization')

    const product = await headOf(request, '/it/prodotto/aurora-90-vetrina-dolci')
    expect(typesOf(product)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']))
    const productLd = product.jsonLd.find((item) => item['@type'] === 'Product')!
    expect(productLd).toMatchObject({ name: 'Aurora 90', url: `${baseURL}/it/prodotto/aurora-90-vetrina-dolci` })
    const crumbs = product.jsonLd.find((item) => item['@type'] === 'BreadcrumbList')!.itemListElement as Array<{
      position: number
      item: string
    }>
    expect(crumbs[0]).toMatchObject({ position: 1, item: `${baseURL}/it` })
    expect(crumbs.at(-1)!.item).toBe(`${baseURL}/it/prodotto/aurora-90-vetrina-dolci`)

    for (const path of ['/customer-stories/bellavista-milan', '/it/centro-inspirazione/cioccolato-e-umidita']) {
      const head = await headOf(request, path)
      expect(typesOf(head), path).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
      const article = head.jsonLd.find((item) => item['@type'] === 'Article')!
      expect(article.headline, path).toBeTruthy()
      expect(String(article.datePublished), path).toMatch(/^\d{4}-\d{2}-\d{2}/)
    }
    expect(typesOf(await headOf(request, '/it/vetrine-refrigerate/vino'))).toContain('BreadcrumbList')
  })

  test('the sitemap lists every page in every language with its alternates, and robots.txt points to it', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    const response = await request.get('/sitemap.xml')
    expect(response.headers()['content-type']).toMatch(/xml/)
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    for (const { pattern, urls } of pageSets) {
      // Pages that are not for search results (the comparison) are left out; every other page is listed.
      const listed = !unindexedPages.includes(pattern as StaticPath)
      for (const url of Object.values(urls)) expect(locs.includes(`${baseURL}${url}`), url).toBe(listed)
    }
    // Products, stories and articles: all of them, not only the samples.
    expect(locs.filter((l) => l.includes('/prodotto/')).length).toBeGreaterThan(10)
    expect(locs.filter((l) => l.includes('/storie-dei-clienti/')).length).toBeGreaterThanOrEqual(4)
    expect(locs.filter((l) => l.includes('/centro-inspirazione/')).length).toBeGreaterThanOrEqual(6)
    expect(locs.filter((l) => l.includes('/de/produkt/')).length).toBeGreaterThan(10)
    expect(locs.filter((l) => l.includes('/de/referenzen/')).length).toBeGreaterThanOrEqual(4)
    for (const lang of localeCodes)
      expect(xml.match(new RegExp(`<xhtml:link rel="alternate" hreflang="${lang}"`, 'g'))?.length, lang).toBe(locs.length)
  })
})
