import { featuredStorySlugs } from 'virtual:content/featured'
import { useLocale } from '#src/i18n/useLocale.ts'
import { AppLink } from '../AppLink'
import type { NavItem } from './navItems'

/**
 * One header or menu link. The customer stories link always opens the featured story
 * (`featuredStoryKey` in app.config.ts), in the visitor's language.
 */
export function NavLink({ item, className }: { item: NavItem; className?: string }) {
  const locale = useLocale()
  const active = { 'aria-current': 'page' } as const
  if (item.to === '/customer-stories') {
    return (
      <AppLink to="/customer-stories/$slug" params={{ slug: featuredStorySlugs[locale] }} className={className} activeProps={active}>
        {item.label()}
      </AppLink>
    )
  }
  return (
    <AppLink to={item.to} className={className} activeProps={active}>
      {item.label()}
    </AppLink>
  )
}
