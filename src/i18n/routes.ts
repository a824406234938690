/** The one table of the site's pages and route names (docs/specification.md §3). `PagePath` comes from the file
 * routes, so `tsc` fails when a page has no path in a language or no name, or the table names a page that does not exist. */
import { defaultLocale, type Locale, type PrefixedLocale } from '#app-config'
import type { FileRoutesByTo } from '../routeTree.gen'

type StripLocale<T> = T extends `/{-$locale}${infer Rest}` ? (Rest extends '' | '/' ? '/' : Rest) : never
export type PagePath = StripLocale<keyof FileRoutesByTo>

/**
 * Each language's page paths, one column per prefixed language (the default language's are the file routes' own).
 * `tsc` names the language that has no column, and the page a column lacks.
 */
export const localizedPaths = {
  it: {
    '/': '/',
    '/about-us': '/chi-siamo',
    '/catalogue': '/catalogo',
    '/contact': '/contatta',
    '/cookies': '/cookies',
    '/privacy': '/privacy',
    '/custom-made': '/custom-made',
    '/customer-stories': '/storie-dei-clienti',
    '/customer-stories/$slug': '/storie-dei-clienti/$slug',
    '/inspiration-hub': '/centro-inspirazione',
    '/inspiration-hub/$slug': '/centro-inspirazione/$slug',
    '/search': '/cerca',
    '/showcases': '/vetrine-refrigerate',
    '/showcases-custom-made': '/vetrine-custom-made',
    '/sustainability': '/sostenibilita',
    '/showcases/cake': '/vetrine-refrigerate/dolci',
    '/showcases/chocolate': '/vetrine-refrigerate/cioccolato',
    '/showcases/meat': '/vetrine-refrigerate/carne',
    '/showcases/pastisserie': '/vetrine-refrigerate/pasticceria',
    '/showcases/wine': '/vetrine-refrigerate/vino',
    '/product/$slug': '/prodotto/$slug',
    '/compare': '/confronta',
    // A page of its own (content, decision 0069): last, so that every page above is matched before it.
    '/$slug': '/$slug',
  },
  de: {
    '/': '/',
    '/about-us': '/ueber-uns',
    '/catalogue': '/katalog',
    '/contact': '/kontakt',
    '/cookies': '/cookies',
    '/privacy': '/datenschutz',
    '/custom-made': '/massanfertigung',
    '/customer-stories': '/referenzen',
    '/customer-stories/$slug': '/referenzen/$slug',
    '/inspiration-hub': '/inspiration',
    '/inspiration-hub/$slug': '/inspiration/$slug',
    '/search': '/suche',
    '/showcases': '/vitrinen',
    '/showcases-custom-made': '/vitrinen-nach-mass',
    '/sustainability': '/nachhaltigkeit',
    '/showcases/cake': '/vitrinen/konditorei',
    '/showcases/chocolate': '/vitrinen/schokolade',
    '/showcases/meat': '/vitrinen/fleisch',
    '/showcases/pastisserie': '/vitrinen/eis',
    '/showcases/wine': '/vitrinen/wein',
    '/product/$slug': '/produkt/$slug',
    '/compare': '/vergleich',
    '/$slug': '/$slug',
  },
} as const satisfies { [L in PrefixedLocale]: Record<PagePath, `/${string}`> }

/** A page's path in a language, `$slug` where its slug goes. */
export function pathIn(locale: Locale, page: PagePath): string {
  return locale === defaultLocale ? page : localizedPaths[locale][page]
}

/** The specification's route names (plus names for the pages it leaves unnamed). */
export const routeNames = {
  index: '/',
  about: '/about-us',
  catalogue: '/catalogue',
  contact: '/contact',
  cookies: '/cookies',
  privacy: '/privacy',
  'custom-made': '/custom-made',
  'customer-stories': '/customer-stories',
  'customer-stories-slug': '/customer-stories/$slug',
  'inspiration-hub': '/inspiration-hub',
  'inspiration-hub-slug': '/inspiration-hub/$slug',
  search: '/search',
  showcases: '/showcases',
  'showcases-custom-made': '/showcases-custom-made',
  sustainability: '/sustainability',
  'showcases-bakery': '/showcases/cake',
  'showcases-chocolate': '/showcases/chocolate',
  'showcases-meat': '/showcases/meat',
  'showcases-icecream': '/showcases/pastisserie',
  'showcases-wine': '/showcases/wine',
  'product-slug': '/product/$slug',
  compare: '/compare',
  page: '/$slug',
} as const satisfies Record<string, PagePath>

export type RouteName = keyof typeof routeNames

/** Every page, by its path in the default language (the file routes' own). */
export const pagePaths: readonly PagePath[] = Object.values(routeNames)

export type SlugPath = Extract<PagePath, `${string}$slug`>
export type StaticPath = Exclude<PagePath, SlugPath>

/** Not for search results (a visitor's own selection): `noindex, follow`, and not in the sitemap. */
export const unindexedPages: ReadonlyArray<StaticPath> = ['/compare']

/** `tsc` fails here, naming the page, when a page has no route name in the table above. */
type UnnamedPage = Exclude<PagePath, (typeof routeNames)[RouteName]>
const everyPageIsNamed: [UnnamedPage] extends [never] ? true : UnnamedPage = true
void everyPageIsNamed

const nameByPath = new Map<string, RouteName>(Object.entries(routeNames).map(([name, path]) => [path, name as RouteName]))

/** The route name of a page path. Every page has one (checked above), so a miss is a bug: it throws, never guesses. */
export function routeNameOf(path: PagePath): RouteName {
  const name = nameByPath.get(path)
  if (name === undefined) throw new Error(`No route name for ${path}`)
  return name
}
