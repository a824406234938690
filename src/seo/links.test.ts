import { describe, expect, it } from 'vitest'
import { robotsMeta, seoLinks } from './links'

const origin = 'https://www.example.it'

describe('seoLinks', () => {
  it('links a static page to its counterpart', () => {
    expect(seoLinks(origin, '/it/chi-siamo')).toEqual([
      { rel: 'canonical', href: `${origin}/it/chi-siamo` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/about-us` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/about-us` },
      { rel: 'alternate', hrefLang: 'it', href: `${origin}/it/chi-siamo` },
    ])
  })

  it('translates slugs', () => {
    const links = seoLinks(origin, '/product/aurora-90-cake-display', { en: 'aurora-90-cake-display', it: 'aurora-90-vetrina-dolci' })
    expect(links).toContainEqual({ rel: 'alternate', hrefLang: 'it', href: `${origin}/it/prodotto/aurora-90-vetrina-dolci` })
  })

  it('leaves out a language the item does not exist in', () => {
    const links = seoLinks(origin, '/customer-stories/only-english', { en: 'only-english' })
    expect(links.map((l) => l.hrefLang)).toEqual([undefined, 'en', 'x-default'])
  })
})

describe('robotsMeta', () => {
  it.each(['/compare', '/it/confronta'])('keeps %s out of search results, its links followed', (pathname) => {
    expect(robotsMeta(pathname)).toEqual([{ name: 'robots', content: 'noindex, follow' }])
  })
  it.each(['/', '/it', '/product/aurora-90-cake-display', '/search', '/it/cerca', '/no-such-page'])('says nothing on %s', (pathname) => {
    expect(robotsMeta(pathname)).toEqual([])
  })
})

describe('a page whose query names things in words of its language', () => {
  it('links to each counterpart with its own query, and stays canonical without it', () => {
    const languageSearch = { en: '?cooling=Ventilated&q=gelato', it: '?cooling=Ventilata&q=gelato' }
    expect(seoLinks(origin, '/it/cerca', undefined, languageSearch)).toEqual([
      { rel: 'canonical', href: `${origin}/it/cerca` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/search?cooling=Ventilated&q=gelato` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/search?cooling=Ventilated&q=gelato` },
      { rel: 'alternate', hrefLang: 'it', href: `${origin}/it/cerca?cooling=Ventilata&q=gelato` },
    ])
  })
})

describe('the comparison', () => {
  it('is canonical without its query, in both languages', () => {
    expect(seoLinks(origin, '/it/confronta')).toEqual([
      { rel: 'canonical', href: `${origin}/it/confronta` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/compare` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/compare` },
      { rel: 'alternate', hrefLang: 'it', href: `${origin}/it/confronta` },
    ])
  })
})
