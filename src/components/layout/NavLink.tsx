import { useMatch } from '@tanstack/react-router'
import { AppLink } from '../AppLink'
import type { NavItem } from './navItems'

/**
 * One header or menu link. The customer stories link opens the featured story in the visitor's
 * language (`featuredStory` in src/content/content.server.ts, read by the locale route as the content
 * is now); the list when there is none, or on a page outside the locale route (an unknown address).
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
