// @vitest-environment happy-dom
/**
 * Canary of renderedOnce.tsx (decision 0037): the footer rendered once per key on the server is the footer React
 * renders in place, seen from every page of the route table in both languages with one memo shared by all of them
 * (so a key that missed something the HTML depends on shows as a page with another page's footer), and React
 * hydrates that HTML with the footer the browser renders without a mismatch.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterContextProvider,
  type AnyRoute,
} from '@tanstack/react-router'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { localeCodes } from '#app-config'
import { SiteFooter } from '#src/components/layout/SiteFooter.tsx'
import { localeFromPathname } from '#src/i18n/locale.ts'
import { publicPath, routerRewrite } from '#src/i18n/rewrite.ts'
import { italianPaths, type PagePath } from '#src/i18n/routes.ts'
import { parseSearch, stringifySearch } from '#src/navigation/searchParams.ts'
import { getLocale, overwriteGetLocale } from '#src/paraglide/runtime.js'
import { renderSharedPartsWith } from './renderedOnce'

const pages = Object.keys(italianPaths) as PagePath[]
const slugOf = (page: PagePath) => (page.includes('$slug') ? 'aurora-90-cake-display' : undefined)
const originalGetLocale = getLocale

/** The site's route shape (as serverLinks.test.tsx builds it), at `publicUrl`. */
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

const footerAt = (router: ReturnType<typeof siteRouter>) => (
  <RouterContextProvider router={router as never}>
    <main>
      <p>page</p>
    </main>
    <SiteFooter />
  </RouterContextProvider>
)

/** The footer's page as the server renders it: in the page's language, with the shared parts rendered once or not. */
function serverHtml(publicUrl: string, once: boolean) {
  vi.stubEnv('SSR', true)
  renderSharedPartsWith(once ? renderToString : undefined)
  const router = siteRouter(publicUrl)
  overwriteGetLocale(() => localeFromPathname(publicUrl))
  try {
    return renderToString(footerAt(router))
  } finally {
    overwriteGetLocale(originalGetLocale)
    vi.unstubAllEnvs()
  }
}

const urls = [
  ...pages.flatMap((page) => localeCodes.map((locale) => publicPath(page, locale, { slug: slugOf(page) }))),
  '/search?q=wine',
  '/it/cerca?category=wine',
  '/nope',
]

afterEach(() => vi.unstubAllEnvs())
afterAll(() => renderSharedPartsWith(undefined))

describe('the footer rendered once per language and current link (renderedOnce.tsx)', () => {
  it('is the footer React renders in place, from every page of the table in both languages', () => {
    const inPlace = urls.map((url) => serverHtml(url, false))
    // Pages in turn with one memo, kept across them: the memo is made while the renders go on, as on the server.
    renderSharedPartsWith(renderToString)
    const once = urls.map((url) => {
      vi.stubEnv('SSR', true)
      const router = siteRouter(url)
      overwriteGetLocale(() => localeFromPathname(url))
      try {
        return renderToString(footerAt(router))
      } finally {
        overwriteGetLocale(originalGetLocale)
        vi.unstubAllEnvs()
      }
    })
    // A check of the check: the footers differ between pages (the current link), so a stale one would show.
    expect(new Set(inPlace).size).toBeGreaterThan(4)
    urls.forEach((url, i) => expect(once[i], url).toBe(inPlace[i]))
  }, 60_000)

  it("hydrates without a mismatch, adopting the server's nodes", async () => {
    const url = publicPath('/showcases/wine', 'it')
    const html = serverHtml(url, true)
    expect(html).toContain('aria-current="page"')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors: unknown[] = []
    // React adopts the server's nodes (a mismatch would make it render the footer anew and replace them).
    const link = container.querySelector('footer a')
    // The browser's messages in the page's language, as its URL gives them.
    overwriteGetLocale(() => 'it')
    try {
      await new Promise<void>((resolve) => {
        startTransition(() => {
          hydrateRoot(container, footerAt(siteRouter(url)), { onRecoverableError: (error) => errors.push(error) })
        })
        setTimeout(resolve, 500)
      })
    } finally {
      overwriteGetLocale(originalGetLocale)
    }
    expect(errors).toEqual([])
    expect(container.querySelector('footer a')).toBe(link)
    // Hydrated: the footer's toggle works now (it was honestly disabled before the scripts).
    expect(container.querySelector('footer button')?.hasAttribute('disabled')).toBe(false)
  }, 30_000)
})
