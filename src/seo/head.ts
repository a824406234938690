/** The head of a page: title, description, and the social cards that reuse them. */
export type PageHeadInput = {
  title: string
  description: string
  /** Absolute or root-relative image for social cards. */
  image?: string
  type?: 'website' | 'article' | 'product'
}

export function pageHead({ title, description, image = '/images/og-default.svg', type = 'website' }: PageHeadInput) {
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
  }
}
