import { describe, expect, it } from 'vitest'
import { dropUselessTags, homeCacheHeaders, pageCacheControl, sharedCachesMayKeep } from './cacheControl'

describe('sharedCachesMayKeep', () => {
  it.each([
    [{ 'Cache-Control': pageCacheControl }, true],
    [{ 'Cache-Control': 'public, max-age=3600' }, true],
    [{ 'Cache-Control': 'no-store' }, false],
    [{ 'Cache-Control': 'private, no-store, max-age=0' }, false],
    [{ 'Cache-Control': 'public, no-cache' }, false],
    [{}, false],
    [homeCacheHeaders(200), true],
    [homeCacheHeaders(307), true],
    [homeCacheHeaders(500), false],
    [{ 'Cache-Control': 'public', 'Surrogate-Control': 'no-store' }, false],
  ])('%j: %s', (headers, expected) => expect(sharedCachesMayKeep(new Headers(headers))).toBe(expected))
})

describe('homeCacheHeaders', () => {
  it('keeps the English page from every cache that ignores Vary, and lets the configured ones keep it', () => {
    expect(homeCacheHeaders(200)).toEqual({
      'Cache-Control': 'private, max-age=0',
      'Surrogate-Control': 'max-age=300, stale-while-revalidate=86400, stale-if-error=86400',
    })
    expect(pageCacheControl).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400')
  })

  it('keeps the redirect as the English page, and an error nowhere', () => {
    expect(homeCacheHeaders(307)).toEqual(homeCacheHeaders(200))
    expect(homeCacheHeaders(500)).toEqual({ 'Cache-Control': 'private, no-store' })
  })
})

describe('dropUselessTags', () => {
  it('drops the tags of what no shared cache keeps, and only of that', () => {
    const tags = { xkey: 'a', 'Surrogate-Key': 'a', 'Cache-Tag': 'a' }
    const kept = new Headers({ ...tags, 'Cache-Control': pageCacheControl })
    dropUselessTags(kept)
    expect(kept.get('xkey')).toBe('a')
    const dropped = new Headers({ ...tags, 'Cache-Control': 'no-store' })
    dropUselessTags(dropped)
    expect([...dropped.keys()]).toEqual(['cache-control'])
  })
})
