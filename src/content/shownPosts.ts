/** The honest fallback of a language's stories and articles (docs/decisions/0066): a post with no version in the
 * language is listed and shown in the default language, marked so; never an Italian text under German chrome (pure). */
import { defaultLocale, type Locale } from '#app-config'
import type { PostKind } from './types'

type Listed = { kind: PostKind; key: string; locale: Locale }

/** A language's posts of a kind, and the default language's whose key has no version in it, in the order given. */
export function shownPosts<T extends Listed>(posts: readonly T[], kind: PostKind, locale: Locale): T[] {
  const own = new Set(posts.filter((p) => p.kind === kind && p.locale === locale).map((p) => p.key))
  return posts.filter((p) => p.kind === kind && (p.locale === locale || (p.locale === defaultLocale && !own.has(p.key))))
}
