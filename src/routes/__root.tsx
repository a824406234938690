import type { ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { locales } from '#app-config'
import type { RouterContext } from '#src/router.tsx'
import { getLocale } from '#src/paraglide/runtime.js'
import { ChunkReloadGuard } from '#src/navigation/ChunkReloadGuard.tsx'
import { ProgressBar } from '#src/navigation/ProgressBar.tsx'
import { ErrorView } from '#src/components/ErrorView.tsx'
import { NotFoundView } from '#src/components/NotFoundView.tsx'
import appCss from '#src/styles/app.css?url'
import { robotsMeta, seoLinks } from '#src/seo/links.ts'
import { hasDomains, type Sites } from '#src/i18n/sites.ts'
import { currentSites, SITES_ATTRIBUTE } from '#src/site/sites.ts'
// The two faces every page paints with first (Latin subset): preloaded so text never reflows late.
import displayFont from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url'
import textFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import { internalToPublic } from '#src/i18n/rewrite.ts'
import { rememberLocaleChoiceScript, type PageAlternates } from '#src/i18n/alternates.ts'
import { pageTagHeaders } from '#src/cdn/pageHeaders.ts'
import { changesAt } from '#src/cdn/renderScope.ts'
import { pageCacheControlUntil } from '#src/cdn/cacheControl.ts'
import { ErrorReporting } from '#src/errors/ErrorReporting.tsx'
import { reportFailedMatches } from '#src/errors/failedMatches.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

type HeadMatch = { pathname: string; status: string; globalNotFound?: boolean; loaderData?: unknown }

/** Canonical and hreflang links for the page being shown; none for error and not-found views. */
function pageLinks(sites: Sites | undefined, matches: ReadonlyArray<HeadMatch>) {
  const leaf = matches[matches.length - 1]
  if (!sites || !leaf || matches.some((m) => m.status !== 'success' || m.globalNotFound)) return []
  const fromLoaders = <K extends keyof PageAlternates>(key: K) =>
    [...matches]
      .reverse()
      .map((m) => (m.loaderData as PageAlternates | undefined)?.[key])
      .find(Boolean)
  return seoLinks(sites, leafPathname(matches), fromLoaders('alternates'), fromLoaders('languageSearch'), fromLoaders('shownIn'))
}

/** The same script on every page (its CSP hash is computed from the HTML sent). */
const rememberLocaleChoice = rememberLocaleChoiceScript()

const leafPathname = (matches: ReadonlyArray<HeadMatch>) =>
  internalToPublic((matches[matches.length - 1]?.pathname ?? '/').replace(/\/$/, '') || '/')

export const Route = createRootRouteWithContext<RouterContext>()({
  // Imported where called: the RPC client stays out of the first page load.
  loader: () =>
    callServerFn(
      () => import('#src/site/site.functions.ts'),
      (fns) => fns.getSiteSettings(),
    ),
  staleTime: Infinity,
  head: ({ loaderData, matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#f7f3ee' },
      ...robotsMeta(leafPathname(matches)),
    ],
    links: [
      ...pageLinks(loaderData?.sites, matches),
      { rel: 'preload', href: textFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  // Server only: Start runs it once every loader has finished.
  headers: import.meta.env.SSR
    ? ({ matches }) => {
        reportFailedMatches(matches)
        const tags = pageTagHeaders(leafPathname(matches), matches)
        // A page showing a notice that starts or ends soon is kept no longer than that (decision 0069).
        const until = changesAt()
        return tags && until !== undefined ? { ...tags, 'Cache-Control': pageCacheControlUntil(until, Date.now()) } : tags
      }
    : undefined,
  shellComponent: RootDocument,
  component: Outlet,
  errorComponent: ErrorView,
  notFoundComponent: NotFoundView,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = getLocale()
  const errorReports = Route.useLoaderData({ select: (settings) => settings?.errorReports ?? false })
  const dir = locales.find((l) => l.code === locale)?.dir ?? 'ltr'
  // Where each language is served, for the browser's router, when some language has a domain of its own.
  const sites = currentSites()
  const sitesAttribute = hasDomains(sites) ? { [SITES_ATTRIBUTE]: JSON.stringify(sites) } : {}
  return (
    <html lang={locale} dir={dir} {...sitesAttribute}>
      <head>
        <HeadContent />
      </head>
      <body>
        <script dangerouslySetInnerHTML={{ __html: rememberLocaleChoice }} />
        <ProgressBar />
        <ChunkReloadGuard />
        <ErrorReporting enabled={errorReports} />
        {children}
        <Scripts />
      </body>
    </html>
  )
}
