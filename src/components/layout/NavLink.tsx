import { useMatch } from '@tanstack/react-router'
import { AppLink } from '../AppLink'
import type { NavItem } from './navItems'

/**
 * One header or menu link. Customer stories opens the featured story in the visitor's language, or the list when there
 * is none or the page is outside the locale route.
 */
export function NavLink({ item, className }: { item: NavItem; className?: string }) {
  const featured = useMatch({ from: '/{-$locale}', shouldThrow: false, select: (match) => match.loaderData?.featuredStory })
  const active = { 'aria-current': 'page' } as const
  if (item.to === '/customer-stories' && featured) {
    return (
      <AppLink to="/customer-stories/$slug" params={{ slug: featured }} className={className} activeProps={active}>
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
