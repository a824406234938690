import { useRouterState } from '@tanstack/react-router'
import type { Locale } from '#app-config'
import { localeFromPathname } from './locale'

/** The locale of the page being shown, read from its URL prefix. */
export function useLocale(): Locale {
  return useRouterState({ select: (s) => localeFromPathname(s.location.pathname) })
}
