/**
 * Signed preview links and the cookie they are traded for (decisions 0025, 0067): HMAC-SHA256 with the preview key
 * shared with the plugin (WORDPRESS_PREVIEW_SECRET, never the webhook's), honoured until they expire and never when
 * they claim to live longer than `contentApi.previewMaxLifetimeSeconds`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { contentApi } from '#app-config'
import { SERVER_FN_BASE } from '#src/framework/serverFunctions.ts'
import { parsePreviewCookieValue, previewCookieValue, previewPayload, type PreviewKind, type PreviewToken } from './previewLink'

export type PreviewVerdict = 'valid' | 'expired' | 'forged'

export function signPreview(secret: string, kind: PreviewKind, id: number, user: number, expires: number, cover?: number): string {
  return createHmac('sha256', secret).update(previewPayload(kind, id, user, expires, cover)).digest('base64url')
}

export function judgePreview(
  token: PreviewToken,
  kind: PreviewKind,
  secret: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): PreviewVerdict {
  if (!secret || token.preview_id < 1 || token.user < 1 || token.expires < 0 || (token.cover ?? 0) < 0 || !token.signature) return 'forged'
  const expected = Buffer.from(signPreview(secret, kind, token.preview_id, token.user, token.expires, token.cover), 'base64url')
  const given = Buffer.from(token.signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
  if (token.expires <= nowSeconds || token.expires > nowSeconds + contentApi.previewMaxLifetimeSeconds) return 'expired'
  return 'valid'
}

/** One cookie per previewed post, so two previews open side by side do not replace each other. */
const cookieName = (id: number) => `lumera_preview_${id}`

/**
 * The cookies a valid link is traded for, until it expires: http-only, same-site (lax, so the editor's click from
 * WordPress, another site, still carries them), and scoped to the previewed page and to the server functions its
 * loader calls when it runs again in the browser; nowhere else.
 */
export function previewCookies(token: PreviewToken, pagePath: string, options: { secure: boolean; nowSeconds?: number }): string[] {
  const maxAge = Math.max(0, token.expires - (options.nowSeconds ?? Math.floor(Date.now() / 1000)))
  const attributes = `Max-Age=${maxAge}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`
  return [pagePath, SERVER_FN_BASE].map((path) => `${cookieName(token.preview_id)}=${previewCookieValue(token)}; Path=${path}; ${attributes}`)
}

/** The valid token a request's cookies carry for this post, if any. */
export function previewFromCookies(cookieHeader: string | null, id: number, kind: PreviewKind, secret: string | undefined): PreviewToken | undefined {
  const prefix = `${cookieName(id)}=`
  for (const part of (cookieHeader ?? '').split(';')) {
    const cookie = part.trim()
    if (!cookie.startsWith(prefix)) continue
    const token = parsePreviewCookieValue(id, cookie.slice(prefix.length))
    if (token && judgePreview(token, kind, secret) === 'valid') return token
  }
  return undefined
}
