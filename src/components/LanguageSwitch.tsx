import { useMatches, useRouterState } from '@tanstack/react-router'
import type { Locale } from '#app-config'
import { counterpartPath, LOCALE_CHOICE_ATTRIBUTE, otherLocales, type PageAlternates, type SlugAlternates } from '#src/i18n/alternates.ts'
import { internalToPublic } from '#src/i18n/rewrite.ts'
import { originOf, pathOnHost, siteUrl } from '#src/i18n/sites.ts'
import { currentSites } from '#src/site/sites.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { significantSearch } from '#src/navigation/significantSearch.ts'
import { m } from '#src/paraglide/messages.js'

/** The deepest match's loader data that has `key` (a page's loader may give its counterparts in other languages). */
function fromLoaders(matches: ReadonlyArray<{ loaderData?: unknown }>, key: keyof PageAlternates) {
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = (matches[i]?.loaderData as PageAlternates | undefined)?.[key]
    if (value) return value
  }
  return undefined
}

const useAlternates = () => useMatches({ select: (matches) => fromLoaders(matches, 'alternates') as SlugAlternates | undefined })
const useLanguageSearch = () =>
  useMatches({ select: (matches) => fromLoaders(matches, 'languageSearch') as Partial<Record<Locale, string>> | undefined })

/**
 * The current page in the other languages, by a full page load: the page's inline script writes the cookie first, so
 * the server and every message render in the new language. A language on another host (its own domain) is an
 * absolute link, and needs no cookie: its host says the language.
 */
export function LanguageSwitch({ className = '', variant = 'short' }: { className?: string; variant?: 'short' | 'long' }) {
  const locale = useLocale()
  const pathname = useRouterState({ select: (s) => internalToPublic(s.location.pathname) })
  // Tracking parameters stay behind: the page's HTML is then the same for tagged and plain links (page cache).
  const search = useRouterState({ select: (s) => significantSearch(s.location.searchStr) })
  const alternates = useAlternates()
  const languageSearch = useLanguageSearch()
  const sites = currentSites()
  const target = (code: Locale) => {
    const path = counterpartPath(pathname, code, alternates) + (languageSearch?.[code] ?? search)
    const sameHost = originOf(sites, code) === originOf(sites, locale)
    return { href: sameHost ? pathOnHost(sites, path) : siteUrl(sites, path), sameHost }
  }
  return (
    <ul className={className} aria-label={m.language_switch_label()}>
      {otherLocales(locale).map((l) => {
        const { href, sameHost } = target(l.code)
        return (
          <li key={l.code}>
            <a
              href={href}
              hrefLang={l.iso}
              lang={l.code}
              dir={l.dir}
              title={m.language_switch_to({ language: l.name })}
              // The page's inline script remembers the choice on the click (rememberLocaleChoiceScript).
              {...(sameHost ? { [LOCALE_CHOICE_ATTRIBUTE]: l.code } : {})}
              className="uppercase tracking-[0.18em] text-xs font-medium hover:text-ink focus-visible:text-ink"
            >
              {variant === 'long' ? (
                l.name
              ) : (
                <>
                  {/* The visible code is part of the name (WCAG 2.5.3), the full name follows for screen readers. */}
                  {l.code.toUpperCase()}
                  <span className="sr-only"> {l.name}</span>
                </>
              )}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
