import { describe, expect, it } from 'vitest'
import { setSharedCaching, type Answer } from './answerCaching'
import { missingCacheControl, notKept, pageCacheControl } from './cacheControl'
import { cacheTagHeaders } from './tags'

const page: Answer = { method: 'GET', pathname: '/about-us', status: 200, isHtml: true }

function caching(answer: Partial<Answer>, headers: Record<string, string> = {}, digest: string | null = 'abc123') {
  const result = new Headers(headers)
  setSharedCaching({ ...page, ...answer }, result, digest ?? undefined)
  return Object.fromEntries(result)
}

describe('setSharedCaching', () => {
  it('keeps a page, tagged with the build whose scripts it names', () => {
    expect(caching({}, cacheTagHeaders(['page:/about-us', 'lang:en']))).toEqual({
      'cache-control': pageCacheControl,
      xkey: 'page:/about-us lang:en assets:abc123',
      'surrogate-key': 'page:/about-us lang:en assets:abc123',
      'cache-tag': 'page:/about-us,lang:en,assets:abc123',
    })
    expect(caching({}, {}, null)).toEqual({ 'cache-control': pageCacheControl })
  })

  it('keeps a missing page a minute and a redirect as a page, each tagged to be purged when an address comes or goes', () => {
    expect(caching({ pathname: '/product/gone', status: 404 })).toEqual({
      'cache-control': missingCacheControl,
      xkey: 'page:/product/gone 404 assets:abc123',
      'surrogate-key': 'page:/product/gone 404 assets:abc123',
      'cache-tag': 'page:/product/gone,404,assets:abc123',
    })
    expect(missingCacheControl).toMatch(/s-maxage=60\b/)
    expect(caching({ pathname: '/it/about-us', status: 307, isHtml: false }, { Location: '/it/chi-siamo' })).toEqual({
      'cache-control': pageCacheControl,
      location: '/it/chi-siamo',
      xkey: 'page:/it/about-us 404',
      'surrogate-key': 'page:/it/about-us 404',
      'cache-tag': 'page:/it/about-us,404',
    })
  })

  it.each([
    ['an error', { status: 500 }, { 'cache-control': notKept }],
    ['an overloaded server’s answer', { status: 503 }, { 'cache-control': notKept }],
    ['the answer to a form', { method: 'POST', pathname: '/api/forms', status: 303, isHtml: false }, { 'cache-control': notKept }],
    ['a redirect that tells the browser to look elsewhere', { status: 303, isHtml: false }, { 'cache-control': notKept }],
    ['a missing page of the API', { pathname: '/api/images/x/1', status: 404, isHtml: false }, {}],
    ['a missing page asked with a POST', { method: 'POST', status: 404 }, { 'cache-control': notKept }],
  ])('keeps nothing of %s, and drops its tags', (_, answer, expected) => {
    expect(caching(answer, cacheTagHeaders(['page:/x']))).toEqual(expected)
  })

  it('leaves a response that says how it is kept as it is', () => {
    expect(
      caching({ pathname: '/sitemap.xml', isHtml: false }, { 'Cache-Control': 'public, max-age=3600', xkey: 'page:/sitemap.xml' }),
    ).toEqual({
      'cache-control': 'public, max-age=3600',
      xkey: 'page:/sitemap.xml',
    })
  })

  it('keeps `/` from caches that ignore Vary, whatever it answered', () => {
    expect(caching({ pathname: '/' })).toMatchObject({
      'cache-control': 'private, max-age=0',
      vary: 'Cookie, Accept-Language, Sec-Fetch-Dest',
    })
    expect(caching({ pathname: '/', status: 307, isHtml: false })).toMatchObject({ 'cache-control': 'private, max-age=0' })
    expect(caching({ pathname: '/', status: 500 })).toMatchObject({ 'cache-control': 'private, no-store' })
  })
})
