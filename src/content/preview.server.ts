/**
 * Signed preview links (docs/decisions/0025): WordPress's Preview button opens the post's page on
 * the site with `?preview_id=<id>&expires=<unix seconds>[&cover=<image id>]&signature=<base64url
 * HMAC-SHA256>`, signed by the plugin with the secret both share. A link is honoured until it expires, and never when it
 * claims to live longer than `contentApi.previewMaxLifetimeSeconds`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { contentApi } from '#app-config'
import { previewPayload, type PreviewToken } from './previewLink'
import type { PostKind } from './types'

export type PreviewVerdict = 'valid' | 'expired' | 'forged'

export function signPreview(secret: string, kind: PostKind, id: number, expires: number, cover?: number): string {
  return createHmac('sha256', secret).update(previewPayload(kind, id, expires, cover)).digest('base64url')
}

export function judgePreview(
  token: PreviewToken,
  kind: PostKind,
  secret: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): PreviewVerdict {
  if (!secret || token.preview_id < 1 || token.expires < 0 || (token.cover ?? 0) < 0 || !token.signature) return 'forged'
  const expected = Buffer.from(signPreview(secret, kind, token.preview_id, token.expires, token.cover), 'base64url')
  const given = Buffer.from(token.signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
  if (token.expires <= nowSeconds || token.expires > nowSeconds + contentApi.previewMaxLifetimeSeconds) return 'expired'
  return 'valid'
}
