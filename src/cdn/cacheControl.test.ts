import { describe, expect, it } from 'vitest'
import {
  dropUselessTags,
  homeCacheHeaders,
  pageCacheControl,
  pageCacheControlUntil,
  sharedCachesMayKeep,
  sharedMaxAge,
} from './cacheControl'

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

describe('a page that changes by itself at a set time (a notice starts or ends)', () => {
  const now = Date.UTC(2026, 11, 31, 22, 0, 0)

  it.each([
    ['ten minutes away: kept as usual', now + 600_000, pageCacheControl],
    [
      'two minutes away: kept until then, never served stale but on an error',
      now + 120_000,
      'public, max-age=0, s-maxage=120, stale-if-error=86400',
    ],
    ['now: not kept', now, 'public, max-age=0, s-maxage=0, stale-if-error=86400'],
    ['past (a clock behind): not kept', now - 5000, 'public, max-age=0, s-maxage=0, stale-if-error=86400'],
  ])('%s', (_, at, expected) => expect(pageCacheControlUntil(at, now)).toBe(expected))

  it('bounds the home page’s Surrogate-Control the same way', () => {
    expect(homeCacheHeaders(200, 45)).toEqual({
      'Cache-Control': 'private, max-age=0',
      'Surrogate-Control': 'max-age=45, stale-if-error=86400',
    })
  })

  it.each([
    [{ 'Cache-Control': pageCacheControlUntil(now + 90_000, now) }, 90],
    [{ 'Cache-Control': 'public, max-age=0, s-maxage=300' }, 300],
    [{ 'Cache-Control': 'private, max-age=0', 'Surrogate-Control': 'max-age=45' }, 45],
    [{ 'Cache-Control': 'no-store' }, undefined],
  ])('reads how long shared caches may keep %j', (headers, seconds) => expect(sharedMaxAge(new Headers(headers))).toBe(seconds))
})
