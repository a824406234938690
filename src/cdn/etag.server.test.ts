import { describe, expect, it } from 'vitest'
import { matchesIfNoneMatch, notModified, weakETag } from './etag.server'

describe('weakETag', () => {
  it('is the same for the same bytes, and differs when one byte does', () => {
    const page = Buffer.from('<html>a page</html>')
    expect(weakETag(page)).toMatch(/^W\/"[\w-]{27}"$/)
    expect(weakETag(Buffer.from(page))).toBe(weakETag(page))
    expect(weakETag(Buffer.from('<html>a page</html>.'))).not.toBe(weakETag(page))
  })
})

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"abc"'
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['abc', false],
    ['', false],
    [null, false],
  ])('%j', (header, expected) => expect(matchesIfNoneMatch(header, etag)).toBe(expected))

  it('matches nothing for a page without an ETag', () => expect(matchesIfNoneMatch('*', null)).toBe(false))
})

describe('notModified', () => {
  it('keeps what caches need to refresh the page, and nothing of the body', () => {
    const response = notModified(
      new Headers({
        'Cache-Control': 'public, s-maxage=300',
        ETag: 'W/"abc"',
        Vary: 'Accept-Encoding',
        xkey: 'page:/x',
        'Content-Type': 'text/html',
        'Content-Length': '900',
        'Content-Encoding': 'br',
      }),
    )
    expect(response.status).toBe(304)
    expect(Object.fromEntries(response.headers)).toEqual({
      'cache-control': 'public, s-maxage=300',
      etag: 'W/"abc"',
      vary: 'Accept-Encoding',
      xkey: 'page:/x',
    })
  })
})
