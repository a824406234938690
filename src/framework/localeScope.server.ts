/**
 * Workaround (decision 0036; upgrade checklist: decision 0021): a page render runs in Paraglide's request scope
 * with the locale the page server has already decided, instead of through `paraglideMiddleware`.
 *
 * The page server must decide the locale before it renders (the page cache's key, the redirect of `/`), with
 * Paraglide's own `shouldRedirect`. `paraglideMiddleware` then decided it all over again (five `URL`s, the
 * strategies, `localizeUrl`) and cloned the request into a new `Request` that our renderer never reads: about
 * 0.2-0.4 ms of a 4 ms render of a distinct URL. What the middleware gives a render that it does not redirect is
 * only its scope: the store of Paraglide's AsyncLocalStorage, which `getLocale()`, `getUrlOrigin()` and
 * `trackMessageCall()` read. This runs the render in that same store.
 *
 * Relies on: `getServerAsyncLocalStorage`/`overwriteServerAsyncLocalStorage` of the compiled runtime, and the
 * store the middleware makes, `{ locale, origin, messageCalls }` (origin of the request's URL, an empty Set).
 * Requests the middleware would redirect never come here (pages.server.ts hands them to the middleware).
 * Canary: `localeScope.server.test.ts` runs the installed middleware and this side by side and compares the stores
 * and what the runtime reads from them.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Locale } from '#app-config'
import { getServerAsyncLocalStorage, overwriteServerAsyncLocalStorage } from '#src/paraglide/runtime.js'

/** What Paraglide's middleware puts in its AsyncLocalStorage for one request. */
type ParaglideStore = { locale: Locale; origin: string; messageCalls: Set<string> }

/** Paraglide's request storage, made as the middleware makes it when no request has made it yet. */
function paraglideStorage(): AsyncLocalStorage<ParaglideStore> {
  const existing = getServerAsyncLocalStorage() as AsyncLocalStorage<ParaglideStore> | undefined
  if (existing) return existing
  const storage = new AsyncLocalStorage<ParaglideStore>()
  overwriteServerAsyncLocalStorage(storage as Parameters<typeof overwriteServerAsyncLocalStorage>[0])
  return storage
}

/** `render()` in Paraglide's scope for `request` in `locale`, as `paraglideMiddleware` runs a request it does not redirect. */
export function inLocaleScope<T>(request: Request, locale: Locale, render: () => T): T {
  return paraglideStorage().run({ locale, origin: new URL(request.url).origin, messageCalls: new Set() }, render)
}
