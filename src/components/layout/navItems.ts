import type { StaticPath } from '#src/i18n/routes.ts'
import { m } from '#src/paraglide/messages.js'

export type NavItem = { to: StaticPath; label: () => string }

/** The header and mobile-menu links (docs/specification.md §4); `NavLink` sends customer stories to the featured story. */
export const mainNav: ReadonlyArray<NavItem> = [
  { to: '/sustainability', label: m.nav_sustainability },
  { to: '/about-us', label: m.nav_about },
  { to: '/custom-made', label: m.nav_custom_made },
  { to: '/customer-stories', label: m.nav_customer_stories },
  { to: '/inspiration-hub', label: m.nav_inspiration_hub },
  { to: '/search', label: m.nav_search },
  { to: '/contact', label: m.nav_contact },
]

export const collectionNav: ReadonlyArray<NavItem> = [
  { to: '/showcases/cake', label: m.collection_bakery },
  { to: '/showcases/pastisserie', label: m.collection_icecream },
  { to: '/showcases/chocolate', label: m.collection_chocolate },
  { to: '/showcases/wine', label: m.collection_wine },
  { to: '/showcases/meat', label: m.collection_meat },
]
