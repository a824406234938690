import { Link, useRouter, type LinkComponentProps } from '@tanstack/react-router'
import { forwardRef, useEffect, useRef, type Ref } from 'react'
import type { PagePath, SlugPath } from '#src/i18n/routes.ts'
import type { FileRoutesByTo } from '#src/routeTree.gen.ts'
import { paramFromLocale } from '#src/i18n/locale.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { prefetchInViewport } from '#src/navigation/prefetch.ts'

type TargetProps<P extends PagePath> = P extends SlugPath ? { to: P; params: { slug: string } } : { to: P; params?: undefined }

export type AppLinkProps<P extends PagePath> = TargetProps<P> &
  Omit<LinkComponentProps<'a'>, 'to' | 'params'> & {
    /** Prefetch the page in idle time once the link scrolls into view. */
    prefetchOnView?: boolean
  }

export type RouterPath<P extends PagePath> = Extract<keyof FileRoutesByTo, P extends '/' ? '/{-$locale}' : `/{-$locale}${P}`>

/** The router path of a page inside the optional locale segment, typed as the router knows it. */
export function routerPath<P extends PagePath>(to: P): RouterPath<P> {
  return (to === '/' ? '/{-$locale}' : `/{-$locale}${to}`) as RouterPath<P>
}

/** A link to a page in the current language, typed by the route table: `to` must exist, and slug pages require one. */
function AppLinkInner<P extends PagePath>({ to, params, prefetchOnView, ...rest }: AppLinkProps<P>, forwarded: Ref<HTMLAnchorElement>) {
  const locale = useLocale()
  const router = useRouter()
  const own = useRef<HTMLAnchorElement | null>(null)
  const linkParams = { locale: paramFromLocale(locale), ...(params ?? {}) }
  const slug = params?.slug

  useEffect(() => {
    if (!prefetchOnView || !own.current) return
    const target = { locale: paramFromLocale(locale), ...(slug === undefined ? {} : { slug }) }
    return prefetchInViewport(own.current, () => {
      void router.preloadRoute({ to: routerPath(to), params: target }).catch(() => {})
    })
  }, [prefetchOnView, to, slug, locale, router])

  return (
    <Link
      {...(rest as object)}
      ref={(node: HTMLAnchorElement | null) => {
        own.current = node
        if (typeof forwarded === 'function') forwarded(node)
        else if (forwarded) forwarded.current = node
      }}
      to={routerPath(to)}
      params={linkParams}
    />
  )
}

export const AppLink = forwardRef(AppLinkInner) as <P extends PagePath>(
  props: AppLinkProps<P> & { ref?: Ref<HTMLAnchorElement> },
) => ReturnType<typeof AppLinkInner>
