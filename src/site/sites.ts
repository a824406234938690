/** Where each language is served (src/i18n/sites.ts), wherever the site needs it: the server reads the environment; the
 * browser reads what the page says (`data-sites` on <html>, written only when some language has a domain of its own),
 * else it is on the only origin there is. */
import { createIsomorphicFn } from '@tanstack/react-start'
import { isSites, pathOnHost, type Sites } from '#src/i18n/sites.ts'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- used only in the .server() half, which the Start compiler strips from the client build
import { loadEnv } from '#src/platform/env.server.ts'

export const SITES_ATTRIBUTE = 'data-sites'

export const currentSites = createIsomorphicFn()
  .server((): Sites => loadEnv().sites)
  .client((): Sites => {
    try {
      const written: unknown = JSON.parse(document.documentElement.getAttribute(SITES_ATTRIBUTE) ?? 'null')
      if (isSites(written)) return written
    } catch {
      // A page without the attribute, or with one a script has mangled: the prefix mode on this origin.
    }
    return { origin: window.location.origin, domains: {} }
  })

/** A prefixed path (`/it/chi-siamo`) as a link on a page writes it: without the prefix where its language has a domain. */
export const pageHref = (path: string) => pathOnHost(currentSites(), path)
