/**
 * The sitemap's few hundred pages go first; anything else may be unbounded and can be shed (docs/decisions/0028).
 * It never looks at who asks: a crawler and a visitor behind one proxy share an address.
 */
import { findProduct } from '#src/catalogue/feed.server.ts'
import { findPost } from '#src/content/content.server.ts'
import { currentPages, findOwnPage } from '#src/content/pages/pages.server.ts'
import type { Locale } from '#app-config'
import { matchPublicPath } from '#src/i18n/rewrite.ts'
import type { PagePath } from '#src/i18n/routes.ts'
import { significantSearch } from '#src/navigation/significantSearch.ts'
import { RenderShed, type RenderLane } from './renderQueue.server'

/** Whether what a page with a slug shows exists, for each such page (tsc checks none is missing): only those are the sitemap's. */
const exists: Record<Extract<PagePath, `${string}/$slug`>, (locale: Locale, slug: string) => Promise<unknown>> = {
  '/product/$slug': findProduct,
  '/customer-stories/$slug': (locale, slug) => findPost('story', locale, slug),
  '/inspiration-hub/$slug': (locale, slug) => findPost('article', locale, slug),
  '/$slug': async (locale, slug) => findOwnPage(await currentPages(), locale, slug),
}

export async function renderLaneOf(href: string, refresh = false): Promise<RenderLane> {
  if (refresh) return 'site'
  const url = new URL(href)
  if (significantSearch(url.search) !== '') return 'other'
  let match: ReturnType<typeof matchPublicPath>
  // Stryker disable BlockStatement: an empty catch leaves no match, which takes the other lane too
  try {
    match = matchPublicPath(url.pathname)
  } catch {
    // A malformed escape in the path (`%E0%A4%A`): not one of the site's pages.
    return 'other'
  }
  // Stryker restore BlockStatement
  if (!match) return 'other'
  const { page, locale, slug } = match
  if (slug === undefined) return 'site'
  const found = (exists as Partial<Record<PagePath, (locale: Locale, slug: string) => Promise<unknown>>>)[page]
  // Stryker disable next-line ConditionalExpression: every page with a slug has an entry above, so `found` is never missing
  return found && (await found(locale, slug)) ? 'site' : 'other'
}

/** A refused render becomes 503 with Retry-After (crawlers read "come back later"); anything else goes on up. */
export function answerShed(error: unknown): Response {
  if (!(error instanceof RenderShed)) throw error
  return new Response('The server is busy; please try again shortly.\n', {
    status: 503,
    headers: { 'Retry-After': String(error.retryAfterSeconds), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
