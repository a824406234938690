import type { JSX } from 'react'
import { absoluteUrl } from '#src/site/publicOrigin.ts'

export type PageHeadInput = {
  title: string
  description: string
  /** Absolute or root-relative image for social cards. */
  image?: string
  type?: 'website' | 'article' | 'product'
  /** schema.org objects, each rendered as a JSON-LD script. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>
}

/** The router renders `{ 'script:ld+json': data }` in `meta` as an escaped JSON-LD script, but its types list only
 * <meta> attributes, hence the cast. */
const jsonLdEntry = (data: Record<string, unknown>) => ({ 'script:ld+json': data }) as JSX.IntrinsicElements['meta']

/** Social networks do not show SVG cards: those fall back to the brand card, a PNG. */
const DEFAULT_CARD = '/images/og-default.png'

export function pageHead({ title, description, image = DEFAULT_CARD, type = 'website', jsonLd = [] }: PageHeadInput) {
  const imageUrl = absoluteUrl(image.endsWith('.svg') ? DEFAULT_CARD : image)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
      ...jsonLd.map(jsonLdEntry),
    ],
  }
}
