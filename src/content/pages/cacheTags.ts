/**
 * The cache tags of pages made of blocks and of notices (docs/decisions/0049, 0069): what a page carries, and what a
 * change of the pages purges, in one place so a page and its purge can never disagree.
 */
import type { Locale } from '#app-config'
import { sameData } from '#src/cdn/changedItems.ts'
import { cacheTags } from '#src/cdn/tags.ts'
import type { PagesSnapshot } from './types'

export const pageTags = {
  /** A page made of blocks, by its key (every language's version carries it: they link to each other). */
  sitePage: (key: string) => `site-page:${key}`,
  sitePageIn: (key: string, locale: Locale) => `site-page:${key}:${locale}`,
  /** The pages of their own of a language: the sitemap lists them. */
  pageList: (locale: Locale) => `page-list:${locale}`,
}

/**
 * A page whose blocks or fields changed purges its own language's version; one that came, went or changed its slug
 * purges every version (they link to each other), its language's list of pages (the sitemap) and the answers of
 * addresses that are not pages (a 404 until published, a redirect after a rename; decision 0065). A notice is on every
 * page of its language.
 */
export function pageChangeTags(before: PagesSnapshot | undefined, after: PagesSnapshot | undefined): string[] {
  if (!before || !after) return []
  const tags = new Set<string>()
  const id = (page: PagesSnapshot['pages'][number]) => `${page.locale}:${page.key}`
  const old = new Map(before.pages.map((page) => [id(page), page]))
  const now = new Map(after.pages.map((page) => [id(page), page]))
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const [was, is] = [old.get(key), now.get(key)]
    if (sameData(was, is)) continue
    const page = (is ?? was)!
    tags.add(pageTags.sitePageIn(page.key, page.locale))
    if (!was || !is || was.slug !== is.slug) tags.add(cacheTags.missing)
    // Hidden from search engines or shown again: the sitemap changes.
    if (!was || !is || was.slug !== is.slug || was.seo.noindex !== is.seo.noindex) {
      tags.add(pageTags.sitePage(page.key))
      tags.add(pageTags.pageList(page.locale))
    }
  }
  if (!sameData(before.moved, after.moved)) {
    tags.add(cacheTags.missing)
    for (const move of [...before.moved, ...after.moved]) tags.add(pageTags.pageList(move.locale))
  }
  // A page served from its embedded document instead (all its blocks unusable) changes as much as an edit does.
  if (!sameData(before.fallbacks, after.fallbacks))
    for (const fallback of [...before.fallbacks, ...after.fallbacks]) tags.add(pageTags.sitePageIn(fallback.key, fallback.locale))
  const noticesOf = (snapshot: PagesSnapshot, locale: string) => snapshot.notices.filter((n) => n.locale === locale)
  for (const locale of new Set([...before.notices, ...after.notices].map((n) => n.locale))) {
    if (!sameData(noticesOf(before, locale), noticesOf(after, locale))) tags.add(cacheTags.language(locale))
  }
  return [...tags]
}
