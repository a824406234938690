/** What a post's page shows beside the post (its cabinets still sold, more to read), and the preview's facts. */
import type { Locale } from '#app-config'
import { dateIsoOf } from '#src/i18n/locale.ts'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { toSummary } from '#src/catalogue/product.ts'
import { listPosts, toPostSummary } from './content.server'
import type { Post, PreviewInfo } from './types'

/** `locale` is the page's: a post shown in another language (a fallback) links to the page language's cabinets and
 * posts, and says its own language (`shownIn`). */
export async function withRelated(post: Post, alternates: Partial<Record<Locale, string>>, locale: Locale = post.locale) {
  const feed = productFeed()
  const catalogue = await feed.products(post.locale)
  const products = await Promise.all(
    post.products.map(async (s) => {
      const product = catalogue.find((p) => p.slug === s)
      const shown = product && (await feed.versionIn(product, locale))
      return shown ? [toSummary(shown)] : []
    }),
  )
  const more = (await listPosts(post.kind, locale)).filter((p) => p.key !== post.key).slice(0, 3)
  return { post, alternates, shownIn: post.locale, products: products.flat(), more, summary: toPostSummary(post), preview: null as PreviewInfo | null }
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>()
export const previewInfo = (expires: number, locale: Locale): PreviewInfo => {
  let format = timeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(dateIsoOf(locale), { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome', timeZoneName: 'short' })
    timeFormats.set(locale, format)
  }
  return { expiresLabel: format.format(new Date(expires * 1000)) }
}

