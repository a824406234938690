/**
 * Workaround (decision 0031; upgrade checklist: decision 0021): on the server, a link's `<a>` is written from our
 * route table instead of TanStack's `Link`.
 *
 * Why: a page has 55-72 links, and `Link` on the server calls `router.buildLocation` for each (route matching,
 * param interpolation, a `URL` parsed for our `rewrite` and another for its output): ~10 % of a render's CPU
 * (decision 0030). Our route table already knows each page's public path in each language (`publicPath`), so the
 * server writes the same attributes from it; in the browser `AppLink` stays TanStack's `Link` (navigation,
 * preloading, active state after client navigations), and hydration finds the same markup.
 *
 * Relies on what `Link` writes on the server (`getServerLinkProps` and `applyLinkState` in
 * `@tanstack/react-router/dist/esm/link.js`): the props it was given minus the router's own options (and `type`,
 * `disabled` for an `<a>`), then the active or inactive props (`{ className: 'active' }` when an active link has
 * none), `href` (the rewritten public path and search string), `target`, merged `style` and `className`, and on an
 * active link `data-status="active"` and `aria-current="page"`. A link is active when the current (internal)
 * pathname starts with its internal pathname at a segment boundary, trailing slashes removed, and the current
 * search includes its search (`resolveIsActive`, without `activeOptions`).
 * Options this does not reproduce (a hash, a mask, `from`, `activeOptions`, `disabled`, a search given as a
 * function, slugs that the URL parser would re-encode) return null: the caller renders `Link` for them.
 *
 * Canaries: `serverLinks.test.ts` renders `Link` and `AppLink` for every page of the route table in both languages,
 * active and not, with and without a search, and compares the markup; `tests/e2e/server-links.spec.ts` runs the
 * build with `LINK_CANARY=1` (every link on the server is checked against `useLinkProps` as it renders) over every page.
 */
import { deepEqual } from '@tanstack/react-router'
import type { Locale } from '#app-config'
import { localePrefix } from '#src/i18n/locale.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import type { PagePath } from '#src/i18n/routes.ts'
import { stringifySearch } from '#src/navigation/searchParams.ts'

/** The router's options `Link` keeps out of the element's props (`ROUTER_OPTION_KEYS` in link.js). */
const ROUTER_OPTION_KEYS = new Set([
  'to',
  'params',
  'search',
  'hash',
  'state',
  'mask',
  'from',
  'unsafeRelative',
  'reloadDocument',
  'preload',
  'preloadDelay',
  'preloadIntentProximity',
  'hashScrollIntoView',
  'replace',
  'startTransition',
  'resetScroll',
  'viewTransition',
  'ignoreBlocker',
  'activeProps',
  'inactiveProps',
  'activeOptions',
  '_asChild',
])

/** Options that change the href or the active state in ways the route table does not model: left to `Link`. */
const LEFT_TO_LINK = ['hash', 'mask', 'from', 'href', 'activeOptions', 'disabled', 'unsafeRelative', '_asChild'] as const

/** Slugs the URL parser leaves as they are, so `publicPath`'s encoding is the router's. */
const PLAIN_SLUG = /^[a-z0-9-]+$/i

type StateProps = Record<string, unknown> & { className?: string; style?: Record<string, unknown> }
type PropsOrUpdater = StateProps | ((previous: StateProps) => StateProps) | undefined

/** What `Link` was given besides `to` and `params`. */
export type LinkOptions = Record<string, unknown> & {
  search?: unknown
  className?: string
  style?: Record<string, unknown>
  target?: string
  activeProps?: PropsOrUpdater
  inactiveProps?: PropsOrUpdater
}

/** The router's current location as `Link` reads it (`router.stores.location.get()`): internal pathname, parsed search. */
export type CurrentLocation = { pathname: string; search: Record<string, unknown> }

const EMPTY_SEARCH: Record<string, unknown> = {}

/** router-core's `removeTrailingSlash`, which the router does not re-export: `/a/` is `/a`; `/` and the base stay. */
function removeTrailingSlash(path: string, basepath: string): string {
  return path.endsWith('/') && path !== '/' && path !== `${basepath}/` ? path.slice(0, -1) : path
}

/** The internal (router) pathname of a page in a locale: English slugs, the locale prefix kept. */
function internalPath(page: PagePath, locale: Locale, slug: string | undefined): string {
  const path = (page === '/' ? '' : page).replace('$slug', slug ?? '')
  return localePrefix(locale) + path || '/'
}

function resolveState(value: PropsOrUpdater): StateProps | undefined {
  return typeof value === 'function' ? value({}) : value
}

/**
 * The props of the `<a>` that `Link` would write on the server for `page` in `locale`, or null when the options
 * need the router (the caller then renders `Link`). `children` is among the props, as with `Link`.
 */
export function serverLinkProps(
  page: PagePath,
  slug: string | undefined,
  locale: Locale,
  options: LinkOptions,
  current: CurrentLocation,
  basepath = '/',
): Record<string, unknown> | null {
  for (const key of LEFT_TO_LINK) if (options[key] !== undefined) return null
  if (typeof options.children === 'function') return null
  if (slug !== undefined && !PLAIN_SLUG.test(slug)) return null
  const { search } = options
  if (search !== undefined && (typeof search !== 'object' || search === null)) return null
  const nextSearch = (search as Record<string, unknown> | undefined) ?? EMPTY_SEARCH
  const href = publicPath(page, locale, slug === undefined ? {} : { slug }) + stringifySearch(nextSearch)

  const currentPath = removeTrailingSlash(current.pathname, basepath)
  const nextPath = removeTrailingSlash(internalPath(page, locale, slug), basepath)
  const isActive =
    currentPath.startsWith(nextPath) &&
    (currentPath.length === nextPath.length || currentPath[nextPath.length] === '/') &&
    deepEqual(current.search, nextSearch, true, undefined)

  const props: Record<string, unknown> = {}
  for (const key in options) {
    if (ROUTER_OPTION_KEYS.has(key) || key === 'type' || key === 'disabled') continue
    props[key] = options[key]
  }
  const state = resolveState(isActive ? options.activeProps : options.inactiveProps) ?? (isActive ? { className: 'active' } : {})
  Object.assign(props, state)
  props.href = href
  props.target = options.target
  const { style, className } = options
  if (style || state.style) props.style = style && state.style ? { ...style, ...state.style } : (style ?? state.style)
  if (className || state.className)
    props.className = className ? (state.className ? `${className} ${state.className}` : className) : state.className
  if (isActive) {
    props['data-status'] = 'active'
    props['aria-current'] = 'page'
  }
  return props
}

/** The first difference between two props objects as `<a>` attributes (order included), or null when the same. */
export function propsDifference(ours: Record<string, unknown>, theirs: Record<string, unknown>): string | null {
  const markup = (props: Record<string, unknown>) =>
    Object.entries(props)
      .filter(([key, value]) => key !== 'ref' && key !== 'children' && value !== undefined && typeof value !== 'function')
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
      .join(' ')
  const [a, b] = [markup(ours), markup(theirs)]
  return a === b ? null : `route table: ${a}\nLink:        ${b}`
}
