import type { RouteName } from '#src/i18n/routes.ts'

/** Sent with every page view, so reports can group pages (docs/tracking.md). */
export type PageType =
  'home' | 'collection' | 'product' | 'comparison' | 'search' | 'story' | 'article' | 'listing' | 'content' | 'form' | 'legal'

export const pageTypes: Record<RouteName, PageType> = {
  index: 'home',
  showcases: 'listing',
  'showcases-bakery': 'collection',
  'showcases-icecream': 'collection',
  'showcases-wine': 'collection',
  'showcases-meat': 'collection',
  'showcases-chocolate': 'collection',
  'product-slug': 'product',
  compare: 'comparison',
  search: 'search',
  'customer-stories': 'listing',
  'customer-stories-slug': 'story',
  'inspiration-hub': 'listing',
  'inspiration-hub-slug': 'article',
  about: 'content',
  sustainability: 'content',
  'custom-made': 'content',
  'showcases-custom-made': 'form',
  catalogue: 'form',
  contact: 'form',
  cookies: 'legal',
  privacy: 'legal',
  page: 'content',
}
