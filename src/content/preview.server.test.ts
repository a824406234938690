import { describe, expect, it } from 'vitest'
import { contentApi } from '#app-config'
import { judgePreview, signPreview } from './preview.server'
import { isPreviewToken, parsePreviewSearch, previewPayload } from './previewLink'

const secret = 'a-long-shared-secret'
const now = 1_800_000_000
const token = (id: number, expires: number, kind: 'article' | 'story' = 'article', key = secret) => ({ preview_id: id, expires, signature: signPreview(key, kind, id, expires) })

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
    ['for another post', { ...token(42, now + 3600), preview_id: 43 }, 'forged'],
    ['with its expiry moved', { ...token(42, now + 3600), expires: now + 7200 }, 'forged'],
    ['with no signature', { preview_id: 42, expires: now + 3600, signature: '' }, 'forged'],
    ['with a malformed id', { ...token(42, now + 3600), preview_id: -1 }, 'forged'],
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
    [{ preview_id: '42', expires: '1800003600', signature: 'abcdefghijklmnop_-12' }, { preview_id: 42, expires: 1800003600, signature: 'abcdefghijklmnop_-12' }],
    [{ preview_id: 42, expires: 1800003600, signature: 'abcdefghijklmnop' }, { preview_id: 42, expires: 1800003600, signature: 'abcdefghijklmnop' }],
    [{ preview_id: 'x', expires: 'soon', signature: '<script>' }, { preview_id: -1, expires: -1, signature: '' }],
  ])('%o -> %o', (search, expected) => {
    expect(parsePreviewSearch(search)).toEqual(expected)
  })
})

describe('judgePreview at its edges', () => {
  const day = contentApi.previewMaxLifetimeSeconds
  it.each([
    ['living exactly the longest a link may', token(42, now + day), secret, 'valid'],
    ['for post 1', token(1, now + 3600), secret, 'valid'],
    ['that expired at the epoch, signed', token(42, 0), secret, 'expired'],
    ['living a second longer', token(42, now + day + 1), secret, 'expired'],
    ['for post 0, even signed', token(0, now + 3600), secret, 'forged'],
    ['with a negative expiry, even signed', token(42, -1), secret, 'forged'],
    ['with a signature cut short', { ...token(42, now + 3600), signature: token(42, now + 3600).signature.slice(0, 20) }, secret, 'forged'],
    ['with a signature one byte longer', { ...token(42, now + 3600), signature: `${token(42, now + 3600).signature}AA` }, secret, 'forged'],
    ['signed with an empty secret, when the site has none', token(42, now + 3600, 'article', ''), '', 'forged'],
    ['with the cover it was signed with', { ...token(42, now + 3600), cover: 9, signature: signPreview(secret, 'article', 42, now + 3600, 9) }, secret, 'valid'],
    ['with a cover removed, signed', { ...token(42, now + 3600), cover: 0, signature: signPreview(secret, 'article', 42, now + 3600, 0) }, secret, 'valid'],
    ['with a cover added to a link signed without one', { ...token(42, now + 3600), cover: 9 }, secret, 'forged'],
    ['with another cover than the signed one', { ...token(42, now + 3600), cover: 8, signature: signPreview(secret, 'article', 42, now + 3600, 9) }, secret, 'forged'],
    ['without the cover it was signed with', { ...token(42, now + 3600), signature: signPreview(secret, 'article', 42, now + 3600, 9) }, secret, 'forged'],
    ['with a malformed cover, even signed', { ...token(42, now + 3600), cover: -1, signature: signPreview(secret, 'article', 42, now + 3600, -1) }, secret, 'forged'],
  ] as const)('judges a link %s', (_, given, key, verdict) => {
    expect(judgePreview(given, 'article', key, now)).toBe(verdict)
  })
})

describe('parsePreviewSearch at its edges', () => {
  it.each([
    ['an empty preview', { preview_id: '', expires: '1', signature: 'abcdefghijklmnop' }, {}],
    ['a preview that is not text or a number', { preview_id: ['42'], expires: '1', signature: 'abcdefghijklmnop' }, {}],
    ['no expiry or signature', { preview_id: '42' }, { preview_id: 42, expires: -1, signature: '' }],
    ['twelve digits', { preview_id: '123456789012', expires: 999_999_999_999 }, { preview_id: 123456789012, expires: 999999999999, signature: '' }],
    ['thirteen digits', { preview_id: '1234567890123', expires: '1234567890123' }, { preview_id: -1, expires: -1, signature: '' }],
    ['a number with a sign or a point', { preview_id: '-4', expires: '1.5' }, { preview_id: -1, expires: -1, signature: '' }],
    ['digits around other text', { preview_id: '4x2', expires: 'x1' }, { preview_id: -1, expires: -1, signature: '' }],
    ['a signature of 15 characters', { preview_id: '4', expires: '1', signature: 'a'.repeat(15) }, { preview_id: 4, expires: 1, signature: '' }],
    ['a signature of 100 characters', { preview_id: '4', expires: '1', signature: 'a'.repeat(100) }, { preview_id: 4, expires: 1, signature: 'a'.repeat(100) }],
    ['a signature of 101 characters', { preview_id: '4', expires: '1', signature: 'a'.repeat(101) }, { preview_id: 4, expires: 1, signature: '' }],
    ['a signature with padding', { preview_id: '4', expires: '1', signature: `${'a'.repeat(20)}=` }, { preview_id: 4, expires: 1, signature: '' }],
    ['a signature around other text', { preview_id: '4', expires: '1', signature: ` ${'a'.repeat(20)} ` }, { preview_id: 4, expires: 1, signature: '' }],
    ['a signature that is a number', { preview_id: '4', expires: '1', signature: 1234567890123456 }, { preview_id: 4, expires: 1, signature: '' }],
  ])('reads %s', (_, search, expected) => {
    expect(parsePreviewSearch(search)).toStrictEqual(expected)
  })

  it.each([
    ['an unsaved cover', { preview_id: '4', expires: '1', cover: '9' }, { preview_id: 4, expires: 1, cover: 9, signature: '' }],
    ['a cover removed (0)', { preview_id: '4', expires: '1', cover: '0' }, { preview_id: 4, expires: 1, cover: 0, signature: '' }],
    ['a cover that is not a number', { preview_id: '4', expires: '1', cover: 'x' }, { preview_id: 4, expires: 1, cover: -1, signature: '' }],
  ])('reads %s', (_, search, expected) => {
    expect(parsePreviewSearch(search)).toStrictEqual(expected)
  })

  it('leaves alone what the block editor adds to a preview address, and old links', () => {
    expect(parsePreviewSearch({ preview: 'true', _thumbnail_id: '9' })).toStrictEqual({})
    expect(parsePreviewSearch({ preview: '42', expires: '1800003600', signature: 'abcdefghijklmnop' })).toStrictEqual({})
  })

  it('tells a preview token from a page asked without one', () => {
    expect(isPreviewToken(parsePreviewSearch({ preview_id: 'x' }))).toBe(true)
    expect(isPreviewToken(parsePreviewSearch({ q: 'x' }))).toBe(false)
  })

  it('signs the kind, the id and the expiry, as the plugin does', () => {
    expect(previewPayload('story', 42, 1800003600)).toBe('preview:story:42:1800003600')
    expect(previewPayload('story', 42, 1800003600, 9)).toBe('preview:story:42:1800003600:9')
    expect(previewPayload('story', 42, 1800003600, 0)).toBe('preview:story:42:1800003600:0')
  })
})

describe('signPreview and the clock', () => {
  it('signs as base64url text, the form the plugin sends', () => {
    expect(signPreview(secret, 'article', 42, now)).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('judges by the current time when given none', () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    expect(judgePreview(token(42, inAnHour), 'article', secret)).toBe('valid')
  })
})
