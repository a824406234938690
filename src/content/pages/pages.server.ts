/**
 * The pages and notices as the content is now (decision 0069): WordPress's when it is the source (a spec page it does
 * not have, or could not use, is the embedded one), else the embedded documents.
 */
import { notices as embeddedNotices, pages as embeddedPages } from 'virtual:content'
import type { Locale } from '#app-config'
import { contentStore } from '../sources.server'
import { publicPath } from '#src/i18n/rewrite.ts'
import { routeNames } from '#src/i18n/routes.ts'
import type { ContentPageName } from './model'
import type { Notice, NoticeKind, PageBlock, PagesSnapshot, SitePage } from './types'
import { noteChangesAt } from '#src/cdn/renderScope.ts'

const embedded: PagesSnapshot = { pages: embeddedPages, notices: embeddedNotices, moved: [], fallbacks: [] }

export async function currentPages(): Promise<PagesSnapshot> {
  return (await contentStore().current()).pages ?? embedded
}

/** Where a page is: its spec page's address, or `/{slug}`, in its language. */
export function pagePublicPath(page: SitePage): string {
  return page.role === 'own' ? publicPath('/$slug', page.locale, { slug: page.slug }) : publicPath(routeNames[page.role], page.locale)
}

function embeddedPage(name: ContentPageName, locale: Locale): SitePage {
  const page = embeddedPages.find((p) => p.role === name && p.locale === locale)
  // The build checks that every spec page has a document in every language.
  if (!page) throw new Error(`no embedded document for ${name} (${locale})`)
  return page
}

export function findContentPage(snapshot: PagesSnapshot, name: ContentPageName, locale: Locale): SitePage {
  return snapshot.pages.find((p) => p.role === name && p.locale === locale) ?? embeddedPage(name, locale)
}

/** A page of its own's slug in every language it is published in (the language switch, hreflang). */
export function ownAlternates(snapshot: PagesSnapshot, page: SitePage): Partial<Record<Locale, string>> {
  return Object.fromEntries(snapshot.pages.filter((p) => p.role === 'own' && p.key === page.key).map((p) => [p.locale, p.slug]))
}

/** A page of its own with this slug, or the slug it moved to (a 301), or nothing (a 404). */
export function findOwnPage(snapshot: PagesSnapshot, locale: Locale, slug: string): SitePage | { movedTo: string } | undefined {
  const page = snapshot.pages.find((p) => p.role === 'own' && p.locale === locale && p.slug === slug)
  if (page) return page
  const move = snapshot.moved.find((m) => m.locale === locale && m.from === slug)
  return move ? { movedTo: move.to } : undefined
}

export type ShownNotices = Partial<Record<NoticeKind, Notice>> & {
  /** When what shows changes next (a notice starts or ends): pages are kept no longer than that. */
  nextChangeAt?: number
}

/** The notices that apply now in a language: of several of one kind, the newest. */
export function noticesAt(snapshot: PagesSnapshot, locale: Locale, now: number): ShownNotices {
  const shown: ShownNotices = {}
  let next: number | undefined
  const later = (at: number | undefined) => {
    if (at !== undefined && at > now && (next === undefined || at < next)) next = at
  }
  const candidates = snapshot.notices.filter((n) => n.locale === locale).sort((a, b) => b.date.localeCompare(a.date) || (b.sourceId ?? 0) - (a.sourceId ?? 0))
  for (const notice of candidates) {
    later(notice.startsAt)
    later(notice.endsAt)
    const started = notice.startsAt === undefined || notice.startsAt <= now
    const ended = notice.endsAt !== undefined && notice.endsAt <= now
    if (started && !ended && !shown[notice.kind]) shown[notice.kind] = notice
  }
  return next === undefined ? shown : { ...shown, nextChangeAt: next }
}

/** The banner and the note showing now in a language, as the frame renders them; notes when either changes next. */
export async function noticesNow(locale: Locale): Promise<{ announcement: PageBlock['attrs'] | null; greenDiploma: PageBlock['attrs'] | null }> {
  const shown = noticesAt(await currentPages(), locale, Date.now())
  if (shown.nextChangeAt !== undefined) noteChangesAt(shown.nextChangeAt)
  // Attributes came from JSON through the schemas: JSON still.
  const attrs = (kind: NoticeKind) => (shown[kind]?.block.attrs as PageBlock['attrs'] | undefined) ?? null
  return { announcement: attrs('announcement'), greenDiploma: attrs('green-diploma') }
}
