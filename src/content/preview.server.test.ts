import { describe, expect, it } from 'vitest'
import { judgePreview, signPreview } from './preview.server'
import { parsePreviewSearch } from './previewLink'

const secret = 'a-long-shared-secret'
const now = 1_800_000_000
const token = (id: number, expires: number, kind: 'article' | 'story' = 'article', key = secret) => ({ preview: id, expires, signature: signPreview(key, kind, id, expires) })

describe('judgePreview', () => {
  it('accepts a link signed with the secret until it expires', () => {
    expect(judgePreview(token(42, now + 3600), 'article', secret, now)).toBe('valid')
    expect(judgePreview(token(42, now + 1), 'article', secret, now)).toBe('valid')
  })

  it.each([
    ['expired', token(42, now), 'expired'],
    ['expired an hour ago', token(42, now - 3600), 'expired'],
    ['living longer than a day', token(42, now + 2 * 86_400), 'expired'],
    ['signed with another secret', token(42, now + 3600, 'article', 'another-secret-value'), 'forged'],
    ['for another post', { ...token(42, now + 3600), preview: 43 }, 'forged'],
    ['with its expiry moved', { ...token(42, now + 3600), expires: now + 7200 }, 'forged'],
    ['with no signature', { preview: 42, expires: now + 3600, signature: '' }, 'forged'],
    ['with a malformed id', { ...token(42, now + 3600), preview: -1 }, 'forged'],
  ] as const)('refuses a link %s', (_, given, verdict) => {
    expect(judgePreview(given, 'article', secret, now)).toBe(verdict)
  })

  it('refuses a story’s link on an article page, and every link without a secret', () => {
    expect(judgePreview(token(42, now + 3600, 'story'), 'article', secret, now)).toBe('forged')
    expect(judgePreview(token(42, now + 3600), 'article', undefined, now)).toBe('forged')
  })
})

describe('parsePreviewSearch', () => {
  it.each([
    [{}, {}],
    [{ q: 'x' }, {}],
    [{ preview: '42', expires: '1800003600', signature: 'abcdefghijklmnop_-12' }, { preview: 42, expires: 1800003600, signature: 'abcdefghijklmnop_-12' }],
    [{ preview: 42, expires: 1800003600, signature: 'abcdefghijklmnop' }, { preview: 42, expires: 1800003600, signature: 'abcdefghijklmnop' }],
    [{ preview: 'x', expires: 'soon', signature: '<script>' }, { preview: -1, expires: -1, signature: '' }],
  ])('%o -> %o', (search, expected) => {
    expect(parsePreviewSearch(search)).toEqual(expected)
  })
})
