/** What a post's page shows beside the post (its cabinets still sold, more to read), and the preview's facts. */
import { locales, type Locale } from '#app-config'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { toSummary } from '#src/catalogue/product.ts'
import { listPosts, toPostSummary } from './content.server'
import type { Post, PreviewInfo } from './types'

export async function withRelated(post: Post, alternates: Partial<Record<Locale, string>>) {
  const catalogue = await productFeed().products(post.locale)
  const products = post.products.flatMap((s) => {
    const product = catalogue.find((p) => p.slug === s)
    return product ? [toSummary(product)] : []
  })
  const more = (await listPosts(post.kind, post.locale)).filter((p) => p.key !== post.key).slice(0, 3)
  return { post, alternates, products, more, summary: toPostSummary(post), preview: null as PreviewInfo | null }
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>()
export const previewInfo = (expires: number, locale: Locale): PreviewInfo => {
  let format = timeFormats.get(locale)
  if (!format) {
    // British English writes the 24-hour clock Italy uses; every other language its own.
    const iso = locales.find((l) => l.code === locale)?.iso ?? 'en-GB'
    format = new Intl.DateTimeFormat(iso === 'en-US' ? 'en-GB' : iso, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome', timeZoneName: 'short' })
    timeFormats.set(locale, format)
  }
  return { expiresLabel: format.format(new Date(expires * 1000)) }
}

