import { describe, expect, it } from 'vitest'
import { robotsMeta, seoLinks } from './links'

const origin = 'https://www.example.it'
const prefixes = { origin, domains: {} }
const domains = { origin: 'https://lumera.example', domains: { it: 'https://lumera.it', de: 'https://lumera.de' } }

describe('seoLinks', () => {
  it('links a static page to its counterparts in every language', () => {
    expect(seoLinks(prefixes, '/it/chi-siamo')).toEqual([
      { rel: 'canonical', href: `${origin}/it/chi-siamo` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/about-us` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/about-us` },
      { rel: 'alternate', hrefLang: 'it', href: `${origin}/it/chi-siamo` },
      { rel: 'alternate', hrefLang: 'de', href: `${origin}/de/ueber-uns` },
    ])
  })

  it('translates slugs', () => {
    const links = seoLinks(prefixes, '/product/aurora-90-cake-display', {
      en: 'aurora-90-cake-display',
      it: 'aurora-90-vetrina-dolci',
      de: 'aurora-90-kuchenvitrine',
    })
    expect(links).toContainEqual({ rel: 'alternate', hrefLang: 'it', href: `${origin}/it/prodotto/aurora-90-vetrina-dolci` })
    expect(links).toContainEqual({ rel: 'alternate', hrefLang: 'de', href: `${origin}/de/produkt/aurora-90-kuchenvitrine` })
  })

  it('leaves out a language the item does not exist in', () => {
    const links = seoLinks(prefixes, '/customer-stories/only-english', { en: 'only-english' })
    expect(links.map((l) => l.hrefLang)).toEqual([undefined, 'en', 'x-default'])
  })
})

describe('an item shown in the default language where the page language has none (a fallback)', () => {
  it("is the default language's page: canonical there, and no link for the page's own language", () => {
    expect(seoLinks(prefixes, '/de/referenzen/only-english', { en: 'only-english', it: 'solo-italiano' }, undefined, 'en')).toEqual([
      { rel: 'canonical', href: `${origin}/customer-stories/only-english` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/customer-stories/only-english` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/customer-stories/only-english` },
      { rel: 'alternate', hrefLang: 'it', href: `${origin}/it/storie-dei-clienti/solo-italiano` },
    ])
  })

  it('changes nothing when the item is in the page language', () => {
    expect(seoLinks(prefixes, '/de/ueber-uns', undefined, undefined, 'de')).toEqual(seoLinks(prefixes, '/de/ueber-uns'))
  })
})

describe('languages on domains of their own', () => {
  it('links each language on its own host, without its prefix', () => {
    expect(seoLinks(domains, '/it/chi-siamo')).toEqual([
      { rel: 'canonical', href: 'https://lumera.it/chi-siamo' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://lumera.example/about-us' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://lumera.example/about-us' },
      { rel: 'alternate', hrefLang: 'it', href: 'https://lumera.it/chi-siamo' },
      { rel: 'alternate', hrefLang: 'de', href: 'https://lumera.de/ueber-uns' },
    ])
  })

  it('writes a home page as its host root, with its query', () => {
    const links = seoLinks(domains, '/', undefined, { en: '?q=1', it: '?q=2', de: '?q=3' })
    expect(links).toContainEqual({ rel: 'alternate', hrefLang: 'it', href: 'https://lumera.it/?q=2' })
    expect(links).toContainEqual({ rel: 'alternate', hrefLang: 'de', href: 'https://lumera.de/?q=3' })
  })
})

describe('robotsMeta', () => {
  it.each(['/compare', '/it/confronta', '/de/vergleich'])('keeps %s out of search results, its links followed', (pathname) => {
    expect(robotsMeta(pathname)).toEqual([{ name: 'robots', content: 'noindex, follow' }])
  })
  it.each(['/', '/it', '/de', '/product/aurora-90-cake-display', '/search', '/it/cerca', '/de/suche', '/no-such-page'])(
    'says nothing on %s',
    (pathname) => {
      expect(robotsMeta(pathname)).toEqual([])
    },
  )
})

describe('a page whose query names things in words of its language', () => {
  it('links to each counterpart with its own query, and stays canonical without it', () => {
    const languageSearch = { en: '?cooling=Ventilated&q=gelato', it: '?cooling=Ventilata&q=gelato', de: '?cooling=Umluft&q=gelato' }
    expect(seoLinks(prefixes, '/it/cerca', undefined, languageSearch)).toEqual([
      { rel: 'canonical', href: `${origin}/it/cerca` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/search?cooling=Ventilated&q=gelato` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/search?cooling=Ventilated&q=gelato` },
      { rel: 'alternate', hrefLang: 'it', href: `${origin}/it/cerca?cooling=Ventilata&q=gelato` },
      { rel: 'alternate', hrefLang: 'de', href: `${origin}/de/suche?cooling=Umluft&q=gelato` },
    ])
  })
})

describe('the comparison', () => {
  it('is canonical without its query, in every language', () => {
    expect(seoLinks(prefixes, '/de/vergleich')).toEqual([
      { rel: 'canonical', href: `${origin}/de/vergleich` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/compare` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/compare` },
      { rel: 'alternate', hrefLang: 'it', href: `${origin}/it/confronta` },
      { rel: 'alternate', hrefLang: 'de', href: `${origin}/de/vergleich` },
    ])
  })
})
