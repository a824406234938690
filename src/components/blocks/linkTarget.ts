import type { Locale } from '#app-config'
import { matchPublicPath } from '#src/i18n/rewrite.ts'
import type { PagePath } from '#src/i18n/routes.ts'

export type LinkTarget = { page: PagePath; params?: { slug: string }; hash?: string }

/**
 * A page of the site, in the page's own language, that an editor's link names (`/it/vetrine-refrigerate#x`): it opens
 * as a router link. Anything else (another language, a query, an outside address) stays a plain link.
 */
export function contentLinkTarget(href: string, locale: Locale): LinkTarget | undefined {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('?')) return undefined
  const [path = '', hash] = href.split('#')
  const match = matchPublicPath(path.replace(/(.)\/+$/, '$1'))
  if (!match || match.locale !== locale) return undefined
  return { page: match.page, ...(match.slug === undefined ? {} : { params: { slug: match.slug } }), ...(hash ? { hash } : {}) }
}
