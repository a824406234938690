import { useRouterState } from '@tanstack/react-router'
import type { Locale } from '#app-config'
import { localeFromPathname } from './locale'

export function useLocale(): Locale {
  return useRouterState({ select: (s) => localeFromPathname(s.location.pathname) })
}
