// Canary of serverLinks.ts (decision 0031): the `<a>` written from the route table is the `<a>` that the installed
// TanStack `Link` writes on the server, for every page of the route table in both languages, seen from pages where
// it is active and where it is not, with the options our links use. An upgrade of the router that changes what `Link`
// writes fails here.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  RouterContextProvider,
  type AnyRoute,
} from '@tanstack/react-router'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { localeCodes, type Locale } from '#app-config'
import { paramFromLocale } from '#src/i18n/locale.ts'
import { publicPath, routerRewrite } from '#src/i18n/rewrite.ts'
import { italianPaths, type PagePath } from '#src/i18n/routes.ts'
import { parseSearch, stringifySearch } from '#src/navigation/searchParams.ts'
import { serverLinkProps, type LinkOptions } from './serverLinks'

const pages = Object.keys(italianPaths) as PagePath[]
const slugOf = (page: PagePath) => (page.includes('$slug') ? 'aurora-90-cake-display' : undefined)

/** The site's route shape: every page of the table under the optional `{-$locale}` segment, as the file routes are. */
function siteRouter(publicUrl: string) {
  const root = createRootRoute()
  const locale = createRoute({ getParentRoute: () => root, path: '{-$locale}' })
  const children = pages.map((page) => createRoute({ getParentRoute: () => locale, path: page === '/' ? '/' : page.slice(1) }))
  return createRouter({
    routeTree: root.addChildren([locale.addChildren(children as AnyRoute[])]),
    history: createMemoryHistory({ initialEntries: [publicUrl] }),
    rewrite: routerRewrite,
    parseSearch,
    stringifySearch,
    isServer: true,
  })
}

/** What our links pass besides `to` and `params`. */
const variants: LinkOptions[] = [
  {},
  { className: 'link' },
  { className: 'nav-link', activeProps: { 'aria-current': 'page' } },
  { activeProps: { className: 'is-here' }, inactiveProps: { className: 'elsewhere' } },
  { className: 'underline', target: '_blank', 'aria-label': 'Privacy' },
  { search: { q: 'wine' }, className: 'button-secondary' },
  { search: { category: ['wine', 'bakery'], show: 24 }, resetScroll: false },
  { search: {}, style: { color: 'red' }, activeProps: { style: { fontWeight: 700 } } },
]

function markupOfLink(router: ReturnType<typeof siteRouter>, page: PagePath, locale: Locale, options: LinkOptions): string {
  const to = page === '/' ? '/{-$locale}' : `/{-$locale}${page}`
  const slug = slugOf(page)
  const params = { locale: paramFromLocale(locale), ...(slug ? { slug } : {}) }
  // `to` is built from the route table at run time, which the router's generated route types cannot check: the casts
  // hand TanStack's own Link and router the values a page would, so the two renderings can be compared.
  const link = createElement(Link as never, { ...options, to, params } as never, 'text' as ReactNode)
  return renderToStaticMarkup(createElement(RouterContextProvider, { router: router as never, children: link }))
}

function markupOfTable(router: ReturnType<typeof siteRouter>, page: PagePath, locale: Locale, options: LinkOptions): string {
  const props = serverLinkProps(page, slugOf(page), locale, options, router.stores.location.get(), router.basepath)
  expect(props, `${page} ${JSON.stringify(options)} is written from the table`).not.toBeNull()
  return renderToStaticMarkup(createElement('a', props, 'text'))
}

// Where the links are seen from: each page in each language (so every link is active once), plus searches.
const currentUrls = [
  ...pages.flatMap((page) => localeCodes.map((locale) => publicPath(page, locale, { slug: slugOf(page) }))),
  '/search?q=wine',
  '/it/cerca?category=wine&category=bakery&show=24',
  '/about-us/',
]

describe('links written from the route table on the server (serverLinks.ts)', () => {
  for (const current of currentUrls) {
    it(`match Link's markup for every page, both languages, seen from ${current}`, () => {
      const router = siteRouter(current)
      let compared = 0
      for (const page of pages)
        for (const locale of localeCodes)
          for (const options of variants) {
            expect(markupOfTable(router, page, locale, options), `${page} (${locale}) ${JSON.stringify(options)}`).toBe(
              markupOfLink(router, page, locale, options),
            )
            compared++
          }
      expect(compared).toBe(pages.length * localeCodes.length * variants.length)
    })
  }

  it('marks the page being shown active, as Link does', () => {
    const router = siteRouter('/it/chi-siamo')
    expect(markupOfTable(router, '/about-us', 'it', {})).toContain('aria-current="page"')
    expect(markupOfTable(router, '/about-us', 'en', {})).not.toContain('aria-current')
  })

  it('leaves to Link the options it does not model', () => {
    const location = { pathname: '/', search: {} }
    expect(serverLinkProps('/search', undefined, 'en', { hash: 'results' }, location)).toBeNull()
    expect(serverLinkProps('/search', undefined, 'en', { search: () => ({}) }, location)).toBeNull()
    expect(serverLinkProps('/search', undefined, 'en', { activeOptions: { exact: true } }, location)).toBeNull()
    expect(serverLinkProps('/search', undefined, 'en', { children: () => 'x' }, location)).toBeNull()
    expect(serverLinkProps('/product/$slug', 'caffè-crema', 'en', {}, location)).toBeNull()
  })
})
