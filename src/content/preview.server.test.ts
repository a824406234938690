import { describe, expect, it } from 'vitest'
import { contentApi } from '#app-config'
import { judgePreview, previewCookies, previewFromCookies, signPreview } from './preview.server'
import { parsePreviewCookieValue, parsePreviewLink, parsePreviewSearch, previewCookieValue, previewPayload, type PreviewKind, type PreviewToken } from './previewLink'

const secret = 'a-preview-key-of-at-least-32-characters'
const now = 1_800_000_000
const token = (id: number, expires: number, kind: PreviewKind = 'article', key = secret, user = 3): PreviewToken => ({
  preview_id: id,
  user,
  expires,
  signature: signPreview(key, kind, id, user, expires),
})

describe('judgePreview', () => {
  it('accepts a link signed with the key until it expires', () => {
    expect(judgePreview(token(42, now + 3600), 'article', secret, now)).toBe('valid')
    expect(judgePreview(token(42, now + 1), 'article', secret, now)).toBe('valid')
  })

  it.each([
    ['expired', token(42, now), 'expired'],
    ['expired an hour ago', token(42, now - 3600), 'expired'],
    ['living longer than a day', token(42, now + 2 * 86_400), 'expired'],
    ['signed with another key', token(42, now + 3600, 'article', 'another-preview-key-of-32-characters'), 'forged'],
    ['for another post', { ...token(42, now + 3600), preview_id: 43 }, 'forged'],
    ['for another editor', { ...token(42, now + 3600), user: 1 }, 'forged'],
    ['for editor 0, even signed', token(42, now + 3600, 'article', secret, 0), 'forged'],
    ['with its expiry moved', { ...token(42, now + 3600), expires: now + 7200 }, 'forged'],
    ['with no signature', { preview_id: 42, user: 3, expires: now + 3600, signature: '' }, 'forged'],
    ['with a malformed id', { ...token(42, now + 3600), preview_id: -1 }, 'forged'],
  ] as const)('refuses a link %s', (_, given, verdict) => {
    expect(judgePreview(given, 'article', secret, now)).toBe(verdict)
  })

  it('refuses a story’s link on an article page, and every link without a key', () => {
    expect(judgePreview(token(42, now + 3600, 'story'), 'article', secret, now)).toBe('forged')
    expect(judgePreview(token(42, now + 3600), 'article', undefined, now)).toBe('forged')
  })

  it('keeps a page’s link for pages (decision 0069): a post’s link opens no page, a page’s no post', () => {
    expect(judgePreview(token(42, now + 3600, 'page'), 'page', secret, now)).toBe('valid')
    expect(judgePreview(token(42, now + 3600, 'article'), 'page', secret, now)).toBe('forged')
    expect(judgePreview(token(42, now + 3600, 'page'), 'story', secret, now)).toBe('forged')
  })

  const day = contentApi.previewMaxLifetimeSeconds
  const covered = (cover: number, signedCover?: number) => ({
    ...token(42, now + 3600),
    cover,
    signature: signPreview(secret, 'article', 42, 3, now + 3600, signedCover ?? cover),
  })
  it.each([
    ['living exactly the longest a link may', token(42, now + day), 'valid'],
    ['living a second longer', token(42, now + day + 1), 'expired'],
    ['that expired at the epoch, signed', token(42, 0), 'expired'],
    ['for post 0, even signed', token(0, now + 3600), 'forged'],
    ['with a negative expiry, even signed', token(42, -1), 'forged'],
    ['with a signature cut short', { ...token(42, now + 3600), signature: token(42, now + 3600).signature.slice(0, 20) }, 'forged'],
    ['with a signature one byte longer', { ...token(42, now + 3600), signature: `${token(42, now + 3600).signature}AA` }, 'forged'],
    ['with the cover it was signed with', covered(9), 'valid'],
    ['with a cover removed, signed', covered(0), 'valid'],
    ['with a cover added to a link signed without one', { ...token(42, now + 3600), cover: 9 }, 'forged'],
    ['with another cover than the signed one', covered(8, 9), 'forged'],
    ['with a malformed cover, even signed', covered(-1), 'forged'],
  ] as const)('judges a link %s', (_, given, verdict) => {
    expect(judgePreview(given, 'article', secret, now)).toBe(verdict)
  })

  it('signs the kind, the post, the editor and the expiry, as the plugin does', () => {
    expect(previewPayload('story', 42, 3, 1800003600)).toBe('preview:story:42:3:1800003600')
    expect(previewPayload('story', 42, 3, 1800003600, 9)).toBe('preview:story:42:3:1800003600:9')
    expect(signPreview(secret, 'article', 42, 3, now)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    expect(judgePreview(token(42, inAnHour), 'article', secret)).toBe('valid')
  })
})

describe('parsePreviewSearch', () => {
  it.each([
    [{}, {}],
    [{ q: 'x' }, {}],
    [{ preview_id: '42' }, { preview_id: 42 }],
    [{ preview_id: 42, expires: '1', signature: 'abcdefghijklmnop' }, { preview_id: 42 }],
    [{ preview_id: 'x' }, { preview_id: -1 }],
    [{ preview_id: '-4' }, { preview_id: -1 }],
    [{ preview_id: '1234567890123' }, { preview_id: -1 }],
    [{ preview_id: '' }, {}],
    [{ preview_id: ['42'] }, {}],
    // What the block editor adds to a preview address, and links of the plugin's first version.
    [{ preview: 'true', _thumbnail_id: '9' }, {}],
  ])('%o -> %o', (search, expected) => {
    expect(parsePreviewSearch(search)).toStrictEqual(expected)
  })
})

describe('parsePreviewLink', () => {
  const link = (params: Record<string, string>) => parsePreviewLink(new URLSearchParams(params))
  const good = { preview_id: '42', user: '3', expires: '1800003600', signature: 'abcdefghijklmnop_-12' }

  it.each([
    ['a whole link', good, { preview_id: 42, user: 3, expires: 1800003600, signature: 'abcdefghijklmnop_-12' }],
    ['an unsaved cover', { ...good, cover: '9' }, { preview_id: 42, user: 3, expires: 1800003600, cover: 9, signature: 'abcdefghijklmnop_-12' }],
    ['a cover removed (0)', { ...good, cover: '0' }, { preview_id: 42, user: 3, expires: 1800003600, cover: 0, signature: 'abcdefghijklmnop_-12' }],
    ['twelve digits', { ...good, preview_id: '123456789012' }, { ...good, preview_id: 123456789012, user: 3, expires: 1800003600 }],
  ])('reads %s', (_, params, expected) => {
    expect(link(params)).toStrictEqual(expected)
  })

  it.each([
    ['no editor (a link of the plugin’s first version)', { preview_id: '42', expires: '1800003600', signature: 'abcdefghijklmnop' }],
    ['editor 0', { ...good, user: '0' }],
    ['no expiry', { ...good, expires: '' }],
    ['thirteen digits', { ...good, preview_id: '1234567890123' }],
    ['a number with a sign or a point', { ...good, expires: '1.5' }],
    ['a cover that is not a number', { ...good, cover: 'x' }],
    ['a signature of 15 characters', { ...good, signature: 'a'.repeat(15) }],
    ['a signature of 101 characters', { ...good, signature: 'a'.repeat(101) }],
    ['a signature with padding', { ...good, signature: `${'a'.repeat(20)}=` }],
    ['a signature around other text', { ...good, signature: ` ${'a'.repeat(20)} ` }],
  ])('refuses %s', (_, params) => {
    expect(link(params)).toBeUndefined()
  })
})

describe('the preview cookie', () => {
  const valid = { ...token(42, now + 3600), cover: 9, signature: signPreview(secret, 'article', 42, 3, now + 3600, 9) }

  it('carries the token whole, and nothing else', () => {
    expect(parsePreviewCookieValue(42, previewCookieValue(valid))).toStrictEqual(valid)
    const plain = token(42, now + 3600)
    expect(parsePreviewCookieValue(42, previewCookieValue(plain))).toStrictEqual(plain)
    for (const value of ['', '3.1800003600..', '3.x.9.abcdefghijklmnop', `3.1.9.${'a'.repeat(15)}`, `0.1..${'a'.repeat(20)}`, `3.1..${'a'.repeat(20)};x`])
      expect(parsePreviewCookieValue(42, value), value).toBeUndefined()
  })

  it('is http-only, same-site, as long-lived as the link, and scoped to the page and the server functions', () => {
    const cookies = previewCookies(valid, '/inspiration-hub/a-draft', { secure: true, nowSeconds: now })
    expect(cookies).toEqual([
      `lumera_preview_42=3.${now + 3600}.9.${valid.signature}; Path=/inspiration-hub/a-draft; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`,
      `lumera_preview_42=3.${now + 3600}.9.${valid.signature}; Path=/_serverFn; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`,
    ])
    expect(previewCookies(valid, '/x', { secure: false, nowSeconds: now })[0]).not.toContain('Secure')
  })

  it('opens only the post it names, while the link it came from is valid', () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    const live = token(42, inAnHour)
    const header = `cookie_consent=yes; lumera_preview_42=${previewCookieValue(live)}`
    expect(previewFromCookies(header, 42, 'article', secret)).toStrictEqual(live)
    expect(previewFromCookies(header, 43, 'article', secret)).toBeUndefined()
    expect(previewFromCookies(header, 42, 'story', secret)).toBeUndefined()
    expect(previewFromCookies(header, 42, 'article', 'another-preview-key-of-32-characters')).toBeUndefined()
    expect(previewFromCookies(`lumera_preview_42=${previewCookieValue({ ...live, user: 1 })}`, 42, 'article', secret)).toBeUndefined()
    expect(previewFromCookies(`lumera_preview_42=${previewCookieValue(token(42, now))}`, 42, 'article', secret)).toBeUndefined()
    expect(previewFromCookies(null, 42, 'article', secret)).toBeUndefined()
    // An older cookie of the same name beside a good one does not hide it.
    expect(previewFromCookies(`lumera_preview_42=garbage; lumera_preview_42=${previewCookieValue(live)}`, 42, 'article', secret)).toStrictEqual(live)
  })
})
