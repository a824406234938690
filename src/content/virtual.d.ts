declare module 'virtual:content' {
  import type { LegalPage, Post } from '~/content/types'
  export const posts: Post[]
  export const legal: LegalPage[]
}

declare module 'virtual:content/featured' {
  import type { Locale } from '#app-config'
  export const featuredStorySlugs: Record<Locale, string>
}
