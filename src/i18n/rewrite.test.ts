import { describe, expect, it } from 'vitest'
import { italianPaths, routeNameOf, routeNames, type PagePath } from './routes'
import { internalToPublic, matchPublicPath, publicPath, publicToInternal, routeNameAt } from './rewrite'

const withSlug = (path: string) => path.replace('$slug', 'aurora-90')
const pairs = Object.entries(italianPaths) as Array<[PagePath, string]>

describe('the route table', () => {
  it('has the Italian slugs of docs/specification.md §3', () => {
    expect(italianPaths).toMatchObject({
      '/about-us': '/chi-siamo',
      '/inspiration-hub': '/centro-inspirazione',
      '/showcases/pastisserie': '/vetrine-refrigerate/pasticceria',
      '/product/$slug': '/prodotto/$slug',
      '/compare': '/confronta',
    })
    expect(pairs).toHaveLength(23)
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

  it('has no two pages with the same Italian path', () => {
    const italian = pairs.map(([, it]) => it)
    expect(new Set(italian).size).toBe(italian.length)
  })
})

describe.each(pairs)('rewrite of %s <-> %s', (english, italian) => {
  const internal = withSlug(`/it${english === '/' ? '' : english}`)
  const pub = withSlug(`/it${italian === '/' ? '' : italian}`)

  it('public -> internal', () => expect(publicToInternal(pub)).toBe(internal))
  it('internal -> public', () => expect(internalToPublic(internal)).toBe(pub))
  it('English URLs are left alone', () => {
    expect(publicToInternal(withSlug(english))).toBe(withSlug(english))
    expect(internalToPublic(withSlug(english))).toBe(withSlug(english))
  })
  it('builds and reads public paths', () => {
    expect(publicPath(english, 'it', { slug: 'aurora-90' })).toBe(pub)
    expect(publicPath(english, 'en', { slug: 'aurora-90' })).toBe(withSlug(english))
    expect(matchPublicPath(pub)).toMatchObject({ page: english, locale: 'it' })
    expect(matchPublicPath(withSlug(english))).toMatchObject({ page: english, locale: 'en' })
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
  ])('the page at %s is %s', (pathname, name) => {
    expect(routeNameAt(pathname)).toBe(name)
  })
})
