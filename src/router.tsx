import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { takeLocaleFromUrlInBrowser } from './i18n/browserLocale'
import { routerRewrite } from './i18n/rewrite'
import { canPrefetch } from './navigation/prefetch'
import { scrollRestorationAfterHydration } from './navigation/scrollRestoration'
import { inTaskOfItsOwn } from './framework/routerInTasks'
import { sendQueriesWhole } from './framework/queriesWhole'
import { parseSearch, stringifySearch } from './navigation/searchParams'
import { routeTree } from './routeTree.gen'
import { ErrorView } from './components/ErrorView'
import { NotFoundView } from './components/NotFoundView'
import { captureError } from './errors/capture'

export interface RouterContext {
  queryClient: QueryClient
}

/**
 * Start awaits this. In the browser the router is built in a task of its own and the route
 * matching of hydration runs in the next one (a framework workaround: src/framework/routerInTasks.ts).
 */
export function getRouter() {
  return inTaskOfItsOwn(buildRouter, !import.meta.env.SSR)
}

function buildRouter() {
  takeLocaleFromUrlInBrowser()
  // One QueryClient per router: on the server that is one per request, so no data is shared
  // between visitors; in the browser it lives as long as the page.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    // Public URLs carry Italian slugs; the router works on the English (internal) ones.
    rewrite: routerRewrite,
    parseSearch,
    stringifySearch,
    // Not on the render that hydrates the page: it would undo a visitor's scrolling (src/navigation/scrollRestoration.ts).
    scrollRestoration: scrollRestorationAfterHydration(),
    defaultPreload: canPrefetch() ? 'intent' : false,
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFoundView,
    // An error a route's boundary caught in the browser goes to the error reporter, once it has loaded (src/errors/).
    defaultOnCatch: (error) => captureError(error),
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  // The queries go whole in the page, so Start renders it without a stream (a framework workaround: src/framework/queriesWhole.ts).
  sendQueriesWhole(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof buildRouter>
  }
}
