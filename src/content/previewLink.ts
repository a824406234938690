/**
 * The signed preview link's parameters (docs/decisions/0025), pure and shared: the post pages read
 * them (`?preview=<id>&expires=<unix seconds>&signature=<base64url>`), and the server entry's
 * preview hook tells a preview request by them. The signature itself is checked on the server only
 * (preview.server.ts).
 */
import type { PostKind } from './types'

export type PreviewToken = { preview: number; expires: number; signature: string }

const wholeNumber = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')

/** The token from a page's search parameters, or undefined when the page is not asked as a preview. */
export function parsePreviewSearch(search: Record<string, unknown>): Partial<PreviewToken> {
  const preview = wholeNumber(search.preview)
  if (!preview) return {}
  const expires = wholeNumber(search.expires)
  const signature = typeof search.signature === 'string' ? search.signature : ''
  return {
    preview: /^\d{1,12}$/.test(preview) ? Number(preview) : -1,
    expires: /^\d{1,12}$/.test(expires) ? Number(expires) : -1,
    signature: /^[A-Za-z0-9_-]{16,100}$/.test(signature) ? signature : '',
  }
}

export const isPreviewToken = (token: Partial<PreviewToken>): token is PreviewToken => token.preview !== undefined

/** What is signed: the kind, the post's id and the expiry (the plugin signs the same string). */
export const previewPayload = (kind: PostKind, id: number, expires: number) => `preview:${kind}:${id}:${expires}`
