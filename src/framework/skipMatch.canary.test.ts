import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { skipMatchWhen } from './skipMatch'

/** The canary of skipMatch.ts: the installed router passes over a route whose params.parse returns false. */
describe('params.parse returning false (skipMatch.ts)', () => {
  const root = createRootRoute()
  const localeRoute = createRoute({ getParentRoute: () => root, path: '{-$locale}' })
  const home = createRoute({ getParentRoute: () => localeRoute, path: '/' })
  const page = createRoute({
    getParentRoute: () => localeRoute,
    path: '$slug',
    params: skipMatchWhen<{ locale?: string; slug: string }>(({ locale, slug }) => locale === undefined && slug === 'it'),
  })
  const router = createRouter({ routeTree: root.addChildren([localeRoute.addChildren([home, page])]), history: createMemoryHistory() })
  const leaf = (path: string) => router.matchRoutes(path).at(-1)

  it('matches the home page of a locale, not the page of its name', () => {
    expect(leaf('/it')?.routeId).toBe(home.id)
    expect(leaf('/it')?.params).toMatchObject({ locale: 'it' })
  })

  it('still matches a page of its own in either language', () => {
    expect(leaf('/trade-fair')?.routeId).toBe(page.id)
    expect(leaf('/it/fiera')?.params).toMatchObject({ locale: 'it', slug: 'fiera' })
  })
})
