/**
 * The signed preview link's parameters (decisions 0025, 0041), shared by the post pages and the server's preview
 * hook; the signature is checked on the server only. `preview_id` because the block editor leaves that name alone.
 */
import type { PostKind } from './types'

export type PreviewToken = { preview_id: number; expires: number; cover?: number; signature: string }

/** The parameter that makes a request a preview (shared caches pass every request that has it: deploy/varnish/site.vcl). */
export const PREVIEW_PARAM = 'preview_id' satisfies keyof PreviewToken

const wholeNumber = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')
const parsedNumber = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : -1)

/** The token from a page's search parameters, or undefined when the page is not asked as a preview. */
export function parsePreviewSearch(search: Record<string, unknown>): Partial<PreviewToken> {
  const id = wholeNumber(search.preview_id)
  if (!id) return {}
  const signature = typeof search.signature === 'string' ? search.signature : ''
  return {
    preview_id: parsedNumber(id),
    expires: parsedNumber(wholeNumber(search.expires)),
    ...(search.cover === undefined ? {} : { cover: parsedNumber(wholeNumber(search.cover)) }),
    signature: /^[A-Za-z0-9_-]{16,100}$/.test(signature) ? signature : '',
  }
}

export const isPreviewToken = (token: Partial<PreviewToken>): token is PreviewToken => token.preview_id !== undefined

/** What is signed: the kind, the post's id, the expiry and the unsaved cover when there is one (the plugin signs the same string). */
export const previewPayload = (kind: PostKind, id: number, expires: number, cover?: number) =>
  `preview:${kind}:${id}:${expires}${cover === undefined ? '' : `:${cover}`}`
