import { describe, expect, it } from 'vitest'
import { localeCodes, type PrefixedLocale } from '#app-config'
import { localizedPaths, pagePaths, routeNameOf, routeNames, type PagePath } from './routes'
import { internalToPublic, matchPublicPath, publicPath, publicToInternal, routeNameAt } from './rewrite'

const withSlug = (path: string) => path.replace('$slug', 'aurora-90')
const columns = Object.entries(localizedPaths) as Array<[PrefixedLocale, Record<PagePath, string>]>
const rows = columns.flatMap(([locale, paths]) =>
  (Object.entries(paths) as Array<[PagePath, string]>).map(([page, path]) => [locale, page, path] as const),
)

describe('the route table', () => {
  it('has the Italian slugs of docs/specification.md §3', () => {
    expect(localizedPaths.it).toMatchObject({
      '/about-us': '/chi-siamo',
      '/inspiration-hub': '/centro-inspirazione',
      '/showcases/pastisserie': '/vetrine-refrigerate/pasticceria',
      '/product/$slug': '/prodotto/$slug',
      '/compare': '/confronta',
    })
    expect(pagePaths).toHaveLength(23)
  })

  it('has a column for every language but the default, each with every page', () => {
    expect(columns.map(([locale]) => locale).sort()).toEqual(localeCodes.filter((l) => l !== 'en').sort())
    for (const [, paths] of columns) expect(Object.keys(paths).sort()).toEqual([...pagePaths].sort())
  })

  it('gives every spec route name a page', () => {
    for (const name of [
      'index',
      'showcases',
      'showcases-meat',
      'showcases-chocolate',
      'showcases-wine',
      'showcases-bakery',
      'showcases-icecream',
      'sustainability',
      'about',
      'search',
      'custom-made',
      'inspiration-hub',
      'customer-stories-slug',
      'cookies',
      'privacy',
      'contact',
    ]) {
      expect(routeNames).toHaveProperty(name)
    }
  })

  it.each(columns)('has no two pages with the same path in %s', (_, paths) => {
    const all = Object.values(paths)
    expect(new Set(all).size).toBe(all.length)
  })

  it.each(columns)('starts no %s path with a language code (a domain of its own serves it unprefixed)', (_, paths) => {
    for (const path of Object.values(paths)) expect(localeCodes).not.toContain(path.split('/')[1])
  })
})

describe.each(rows)('rewrite of %s %s <-> %s', (locale, page, path) => {
  const internal = withSlug(`/${locale}${page === '/' ? '' : page}`)
  const pub = withSlug(`/${locale}${path === '/' ? '' : path}`)

  it('public -> internal', () => expect(publicToInternal(pub)).toBe(internal))
  it('internal -> public', () => expect(internalToPublic(internal)).toBe(pub))
  it('default-language URLs are left alone', () => {
    expect(publicToInternal(withSlug(page))).toBe(withSlug(page))
    expect(internalToPublic(withSlug(page))).toBe(withSlug(page))
  })
  it('builds and reads public paths', () => {
    expect(publicPath(page, locale, { slug: 'aurora-90' })).toBe(pub)
    expect(publicPath(page, 'en', { slug: 'aurora-90' })).toBe(withSlug(page))
    expect(matchPublicPath(pub)).toMatchObject({ page, locale })
    expect(matchPublicPath(withSlug(page))).toMatchObject({ page, locale: 'en' })
  })
})

describe('paths outside the table', () => {
  it.each([
    ['/it/unknown-page', '/it/unknown-page'],
    ['/it/prodotto', '/it/prodotto'],
    ['/it/prodotto/a/b', '/it/prodotto/a/b'],
    ['/api/health', '/api/health'],
  ])('%s stays %s', (input, output) => {
    expect(publicToInternal(input)).toBe(output)
    expect(internalToPublic(input)).toBe(output)
  })

  it('takes a single unknown segment for a page of its own, and matches nothing deeper', () => {
    expect(matchPublicPath('/nope')).toEqual({ page: '/$slug', locale: 'en', slug: 'nope' })
    expect(matchPublicPath('/it/fiera')).toEqual({ page: '/$slug', locale: 'it', slug: 'fiera' })
    expect(matchPublicPath('/it/chi-siamo/extra')).toBeNull()
  })

  it('keeps the pages of the table before a page of its own', () => {
    expect(matchPublicPath('/it/chi-siamo')).toMatchObject({ page: '/about-us' })
    expect(matchPublicPath('/search')).toMatchObject({ page: '/search' })
    expect(publicToInternal('/it/cerca')).toBe('/it/search')
    expect(publicToInternal('/it/fiera')).toBe('/it/fiera')
  })

  it('decodes and encodes slugs', () => {
    expect(publicPath('/product/$slug', 'en', { slug: 'a b' })).toBe('/product/a%20b')
    expect(matchPublicPath('/product/a%20b')).toMatchObject({ slug: 'a b' })
  })
})

describe('route names', () => {
  it('names every page by its own entry, never by a fallback', () => {
    for (const [name, path] of Object.entries(routeNames)) expect(routeNameOf(path)).toBe(name)
  })

  it('throws for a path outside the table instead of calling it home', () => {
    expect(() => routeNameOf('/no-such-page' as PagePath)).toThrow('/no-such-page')
  })

  it.each([
    ['/', 'index'],
    ['/it', 'index'],
    ['/it/chi-siamo', 'about'],
    ['/about-us', 'about'],
    ['/it/prodotto/aurora-90', 'product-slug'],
    ['/showcases/pastisserie', 'showcases-icecream'],
    ['/it/vetrine-refrigerate/dolci', 'showcases-bakery'],
    ['/nope', 'page'],
    ['/it/about-us', 'page'],
    ['/it/chi-siamo/extra', undefined],
    ['/de', 'index'],
    ['/de/ueber-uns', 'about'],
    ['/de/vitrinen/eis', 'showcases-icecream'],
    ['/de/produkt/aurora-90', 'product-slug'],
    ['/de/chi-siamo', 'page'],
  ])('the page at %s is %s', (pathname, name) => {
    expect(routeNameAt(pathname)).toBe(name)
  })
})
