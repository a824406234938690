/**
 * Workaround (decision 0037; upgrade checklist: decision 0021): on the server, a part of the page that many pages
 * share (the footer) is rendered by React once per key and written into its host element as HTML.
 *
 * The footer is a sixth to a quarter of the elements of most pages (69 of 230-550), the same on every page of a
 * language but for which of its links is the current page's. React rendered it again on every render. On the server
 * `RenderedOnce` renders its children with React's own `renderToString` (the router in context, as the page has it)
 * once per key and gives its host element that HTML; the browser renders the children into the host as always and
 * hydrates them against that HTML, which is React's own rendering of them.
 *
 * The key must name everything the children's HTML depends on besides the build: the language, which links are
 * the current page's (`activeLinksKey`), an id from `useId` passed in. Children that call `useId` themselves, or
 * read data that changes (the catalogue, the content source), do not belong in it: their HTML would not be the
 * page's. A bounded number of keys is kept (a few per language).
 *
 * Relies on: React's `renderToString` being callable while another render is under way, after the calling
 * component's hooks (React saves and restores its dispatcher and request around a render); the nested render's
 * text separators and markup being the page's (the host is an element, so no text touches its edges); hydration
 * adopting a host's HTML children whatever wrote them; `RouterContextProvider` putting the router in context without
 * updating it when given only `router` and `children`. Canary: `renderedOnce.test.tsx` renders the footer from
 * every page of the route table, both languages, with and without this, memo shared, and compares the HTML, and
 * checks that React hydrates it without a mismatch; every end-to-end test that hydrates a page.
 */
import { RouterContextProvider, useRouter, type AnyRouter } from '@tanstack/react-router'
import { createElement, type ReactNode } from 'react'
import type { Locale } from '#app-config'
import type { PagePath } from '#src/i18n/routes.ts'
import { isActiveLink } from './serverLinks'

type RenderToString = (node: ReactNode) => string

let renderMarkup: RenderToString | undefined

/** The server hands React's `renderToString` here once (renderer.server.ts); without it every part renders in place. */
export function renderSharedPartsWith(render: RenderToString | undefined): void {
  renderMarkup = render
  rendered.clear()
}

const rendered = new Map<string, string>()
/** Keys kept at most: a few per language are ever made; the bound only guards against a mistake in a key. */
const MOST_KEPT = 64

type Host = 'footer'

/** `as` with `hostProps` and the children inside; on the server the children's HTML is React's, made once per `memoKey`. */
export function RenderedOnce({ as, hostProps, memoKey, children }: { as: Host; hostProps: object; memoKey: string; children: ReactNode }) {
  const router = useRouter()
  if (!import.meta.env.SSR || !renderMarkup) return createElement(as, hostProps, children)
  let html = rendered.get(memoKey)
  if (html === undefined) {
    html = renderMarkup(createElement(RouterContextProvider, { router, children }))
    if (rendered.size >= MOST_KEPT) rendered.clear()
    rendered.set(memoKey, html)
  }
  return createElement(as, { ...hostProps, dangerouslySetInnerHTML: { __html: html } })
}

/** Which of `pages` (linked without a slug or a search) are the current page's, by the links' own rule: one digit each. */
export function activeLinksKey(router: AnyRouter, locale: Locale, pages: readonly PagePath[]): string {
  const location = router.stores.location.get()
  let key = ''
  for (const page of pages) key += isActiveLink(page, undefined, locale, NO_SEARCH, location, router.basepath) ? '1' : '0'
  return key
}

const NO_SEARCH: Record<string, unknown> = {}
