/**
 * Signed preview links (decision 0025): HMAC-SHA256 with the secret shared with the plugin, honoured until they
 * expire and never when they claim to live longer than `contentApi.previewMaxLifetimeSeconds`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { contentApi } from '#app-config'
import { previewPayload, type PreviewKind, type PreviewToken } from './previewLink'

export type PreviewVerdict = 'valid' | 'expired' | 'forged'

export function signPreview(secret: string, kind: PreviewKind, id: number, expires: number, cover?: number): string {
  return createHmac('sha256', secret).update(previewPayload(kind, id, expires, cover)).digest('base64url')
}

export function judgePreview(
  token: PreviewToken,
  kind: PreviewKind,
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
