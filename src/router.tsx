import { dehydrate, hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { takeLocaleFromUrlInBrowser } from './i18n/browserLocale'
import { routerRewrite } from './i18n/routerRewrite'
import { currentSites } from './site/sites'
import { canPrefetch } from './navigation/prefetch'
import { scrollRestorationAfterHydration } from './navigation/scrollRestoration'
import { inTaskOfItsOwn } from './framework/routerInTasks'
import { parseSearch, stringifySearch } from './navigation/searchParams'
import { routeTree } from './routeTree.gen'
import { ErrorView } from './components/ErrorView'
import { NotFoundView } from './components/NotFoundView'
import { captureError } from './errors/capture'

export interface RouterContext {
  queryClient: QueryClient
}

/** Start awaits this: in the browser, building and first matching get tasks of their own (src/framework/routerInTasks.ts). */
export function getRouter() {
  return inTaskOfItsOwn(buildRouter, !import.meta.env.SSR)
}

function buildRouter() {
  takeLocaleFromUrlInBrowser()
  // One per router: on the server, one per request, so no data is shared between visitors.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    // Public URLs carry each language's slugs (and no prefix on a language's own domain); the router works on the
    // default language's slugs under the language's prefix (the internal paths).
    rewrite: routerRewrite(currentSites),
    parseSearch,
    stringifySearch,
    // Not on the render that hydrates the page: it would undo a visitor's scrolling (src/navigation/scrollRestoration.ts).
    scrollRestoration: scrollRestorationAfterHydration(),
    defaultPreload: canPrefetch() ? 'intent' : false,
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFoundView,
    // The loaders fill every query first, so the page carries them whole and no stream stays open (decision 0044).
    // Typed `object`: the router's serialisation check refuses Query's `unknown`.
    dehydrate: (): { queries: object } => ({ queries: dehydrate(queryClient) }),
    hydrate: ({ queries }) => hydrate(queryClient, queries as DehydratedState),
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    defaultOnCatch: (error) => captureError(error),
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof buildRouter>
  }
}
