import { Link, useLinkProps, useRouter, type LinkComponentProps } from '@tanstack/react-router'
import { createElement, forwardRef, useEffect, useRef, type ReactNode, type Ref } from 'react'
import type { PagePath, SlugPath } from '#src/i18n/routes.ts'
import type { FileRoutesByTo } from '#src/routeTree.gen.ts'
import { localeFromPathname, paramFromLocale } from '#src/i18n/locale.ts'
import { propsDifference, serverLinkProps, type LinkOptions } from '#src/framework/serverLinks.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { prefetchInViewport } from '#src/navigation/prefetch.ts'

type TargetProps<P extends PagePath> = P extends SlugPath ? { to: P; params: { slug: string } } : { to: P; params?: undefined }

export type AppLinkProps<P extends PagePath> = TargetProps<P> &
  Omit<LinkComponentProps<'a'>, 'to' | 'params'> & {
    /** Prefetch the page in idle time once the link scrolls into view. */
    prefetchOnView?: boolean
  }

/** The router's path of a page: the page's path inside the optional `{-$locale}` segment. */
export type RouterPath<P extends PagePath> = Extract<keyof FileRoutesByTo, P extends '/' ? '/{-$locale}' : `/{-$locale}${P}`>

/** The router path of a page inside the optional locale segment, typed as the router knows it. */
export function routerPath<P extends PagePath>(to: P): RouterPath<P> {
  return (to === '/' ? '/{-$locale}' : `/{-$locale}${to}`) as RouterPath<P>
}

/**
 * A link to a page of the site in the current language, typed by the route table: `to` must be a
 * page that exists, and pages with a slug require it.
 */
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

/**
 * On the server, the `<a>` that `Link` would write, from the route table (a framework workaround:
 * src/framework/serverLinks.ts); `Link` itself for the options that need the router.
 */
function ServerAppLink<P extends PagePath>({ to, params, prefetchOnView: _, ...rest }: AppLinkProps<P>, forwarded: Ref<HTMLAnchorElement>) {
  const router = useRouter()
  const location = router.stores.location.get()
  const locale = localeFromPathname(location.pathname)
  const props = serverLinkProps(to, params?.slug, locale, rest as LinkOptions, location, router.basepath)
  const linkOptions = { ...(rest as object), to: routerPath(to), params: { locale: paramFromLocale(locale), ...(params ?? {}) } }
  // The build's canary (tests/e2e/server-links.spec.ts): every link is checked against `Link`'s own props as it
  // renders. LINK_CANARY is constant for the process's life, so the hooks called never change between renders.
  // `useLinkProps` is what `Link` calls, with the host element it renders (an `<a>` gets no `disabled`).
  const asLink = useLinkProps as unknown as (options: object, ref: unknown, host: 'a') => Record<string, unknown>
  if (LINK_CANARY && props) failOnDifference(props, asLink(linkOptions, forwarded, 'a'))
  if (!props) return <Link {...linkOptions} ref={forwarded} />
  // serverLinkProps answers null when children is a function of the link state, so here it is plain content.
  return createElement('a', props, rest.children as ReactNode)
}

/** `LINK_CANARY=1` in the server's environment: every link written from the route table is compared with `Link`'s. */
const LINK_CANARY = import.meta.env.SSR && process.env.LINK_CANARY === '1'

function failOnDifference(ours: Record<string, unknown>, theirs: Record<string, unknown>) {
  const difference = propsDifference(ours, theirs)
  if (difference) throw new Error(`LINK_CANARY: a link differs from Link's\n${difference}`)
}

export const AppLink = forwardRef(import.meta.env.SSR ? ServerAppLink : AppLinkInner) as <P extends PagePath>(
  props: AppLinkProps<P> & { ref?: Ref<HTMLAnchorElement> },
) => ReturnType<typeof AppLinkInner>
