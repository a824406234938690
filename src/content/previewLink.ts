/**
 * Preview addresses (decisions 0025, 0041, 0067), shared by the post pages and the server's preview hook. The
 * plugin's signed link (`preview_id`, `user`, `expires`, `cover`, `signature`) is traded on arrival for a cookie;
 * the page is then shown at its clean address, which keeps only `preview_id` (which post, no secret): the token
 * never stays in the address bar, in history, in access logs or in analytics. The signature is checked on the
 * server only. `preview_id` because the block editor leaves that name alone.
 */
import type { PostKind } from './types'

/** What a signed link previews: a story, an article, or a page made of blocks (decision 0069). */
export type PreviewKind = PostKind | 'page'

export type PreviewToken = { preview_id: number; user: number; expires: number; cover?: number; signature: string }

/** The parameter that makes a request a preview (shared caches pass every request that has it: deploy/varnish/site.vcl). */
export const PREVIEW_PARAM = 'preview_id' satisfies keyof PreviewToken

const wholeNumber = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')
const parsedNumber = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : -1)
const SIGNATURE = /^[A-Za-z0-9_-]{16,100}$/

/** Whether an address asks for a preview (the server answers it, previewGate.server.ts; nothing tracks it). */
export const isPreviewAddress = (search: string | URLSearchParams) => new URLSearchParams(search).has(PREVIEW_PARAM)

/** The page's search as the post routes read it: which post is previewed (-1 when the value is no id), if any. */
export function parsePreviewSearch(search: Record<string, unknown>): { preview_id?: number } {
  const id = wholeNumber(search.preview_id)
  return id ? { preview_id: parsedNumber(id) } : {}
}

/** The signed link's token, or undefined when the parameters are missing or malformed. */
export function parsePreviewLink(search: URLSearchParams): PreviewToken | undefined {
  const [id, user, expires, signature] = ['preview_id', 'user', 'expires', 'signature'].map((name) => search.get(name) ?? '')
  const cover = search.get('cover')
  const token: PreviewToken = {
    preview_id: parsedNumber(id!),
    user: parsedNumber(user!),
    expires: parsedNumber(expires!),
    ...(cover === null ? {} : { cover: parsedNumber(cover) }),
    signature: signature!,
  }
  return isWellFormed(token) ? token : undefined
}

const isWellFormed = (token: PreviewToken) =>
  token.preview_id >= 1 && token.user >= 1 && token.expires >= 0 && (token.cover ?? 0) >= 0 && SIGNATURE.test(token.signature)

/** The cookie's value: `{user}.{expires}.{cover or nothing}.{signature}` (the post's id is in its name). */
export const previewCookieValue = (token: PreviewToken) => `${token.user}.${token.expires}.${token.cover ?? ''}.${token.signature}`

/** The token a cookie's value carries for this post, or undefined when it is malformed. */
export function parsePreviewCookieValue(id: number, value: string): PreviewToken | undefined {
  const match = /^(\d{1,12})\.(\d{1,12})\.(\d{0,12})\.([A-Za-z0-9_-]{16,100})$/.exec(value)
  if (!match) return undefined
  const token: PreviewToken = {
    preview_id: id,
    user: Number(match[1]),
    expires: Number(match[2]),
    ...(match[3] ? { cover: Number(match[3]) } : {}),
    signature: match[4]!,
  }
  return isWellFormed(token) ? token : undefined
}

/** What is signed: the kind, the post, the editor, the expiry and the unsaved cover when there is one (the plugin signs the same string). */
export const previewPayload = (kind: PreviewKind, id: number, user: number, expires: number, cover?: number) =>
  `preview:${kind}:${id}:${user}:${expires}${cover === undefined ? '' : `:${cover}`}`
