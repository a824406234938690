/**
 * The server entry's preview hook (decisions 0025, 0067), before the page cache. The plugin's signed link is traded
 * for a cookie and a redirect to the page's clean address (`?preview_id=` alone, as Next.js's draft mode does); the
 * clean address renders the draft for the holder of a valid cookie, never cached, indexed, tracked or passed on in a
 * Referer. A forged or expired link, or the clean address without a valid cookie, gets 403 and a page that shows
 * nothing of the draft.
 */
import { defaultLocale } from '#app-config'
import { localeFromPathname } from '#src/i18n/locale.ts'
import { matchPublicPath } from '#src/i18n/rewrite.ts'
import { m } from '#src/paraglide/messages.js'
import { loadEnv } from '#src/platform/env.server.ts'
import { judgePreview, previewCookies, previewFromCookies } from './preview.server'
import { isPreviewAddress, parsePreviewLink } from './previewLink'
import { dropUselessTags } from '#src/cdn/cacheControl.ts'
import { previewSource } from './sources.server'
import type { PreviewKind } from './previewLink'
import { routeNames } from '#src/i18n/routes.ts'
import { contentPages } from './pages/model'

/** The pages a signed link may preview: posts, and every page made of blocks (decision 0069). */
const postPages: Record<string, PreviewKind> = {
  '/customer-stories/$slug': 'story',
  '/inspiration-hub/$slug': 'article',
  '/$slug': 'page',
  ...Object.fromEntries(contentPages.map((name) => [routeNames[name], 'page'])),
}

/** Never stored by any cache, never indexed, never named in a Referer. */
const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store, max-age=0',
  'X-Robots-Tag': 'noindex, nofollow, noarchive',
  'Referrer-Policy': 'no-referrer',
} as const

const SAFE_PATH = /^\/[\w\-./%~]*$/

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

function denied(pathname: string): Response {
  const locale = localeFromPathname(pathname)
  const home = locale === defaultLocale ? '/' : `/${locale}`
  const title = m.post_preview_denied_title({}, { locale })
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · ${escape(m.site_name({}, { locale }))}</title><style>body{font:1.0625rem/1.7 system-ui,sans-serif;color:#1d1b19;background:#faf8f5;margin:0}main{max-width:36rem;margin:12vh auto;padding:0 1.25rem}h1{font-size:2rem;line-height:1.2}a{color:#6b4e2e}</style></head><body><main><h1>${escape(title)}</h1><p>${escape(m.post_preview_denied_body({}, { locale }))}</p><p><a href="${home}">${escape(m.post_preview_denied_home({}, { locale }))}</a></p></main></body></html>`
  return new Response(html, {
    status: 403,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...PREVIEW_HEADERS,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    },
  })
}

/** The answer to a preview request, or undefined when the request is not one (the caller goes on as usual). */
export async function servePreview(request: Request, render: (request: Request) => Promise<Response>): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const url = new URL(request.url)
  if (!isPreviewAddress(url.searchParams)) return undefined
  const page = matchPublicPath(url.pathname)
  const kind = page && postPages[page.page]
  if (!kind) return undefined
  const env = loadEnv()
  const secret = env.wordpressPreviewSecret
  if (!previewSource()) return denied(url.pathname)
  if (url.searchParams.has('signature')) {
    const token = parsePreviewLink(url.searchParams)
    // The path becomes the cookie's Path: nothing in it may end the attribute.
    if (!token || !SAFE_PATH.test(url.pathname) || judgePreview(token, kind, secret) !== 'valid') return denied(url.pathname)
    const headers = new Headers({ ...PREVIEW_HEADERS, Location: `${url.pathname}?preview_id=${token.preview_id}` })
    for (const cookie of previewCookies(token, url.pathname, { secure: env.publicUrl.startsWith('https://') })) headers.append('Set-Cookie', cookie)
    return new Response(null, { status: 303, headers })
  }
  const id = Number(url.searchParams.get('preview_id'))
  if (!Number.isSafeInteger(id) || !previewFromCookies(request.headers.get('Cookie'), id, kind, secret)) return denied(url.pathname)
  const response = await render(request.method === 'GET' ? request : new Request(request.url, { method: 'GET', headers: request.headers }))
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value)
  dropUselessTags(headers)
  return new Response(request.method === 'HEAD' ? null : response.body, { status: response.status, headers })
}
