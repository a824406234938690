/** The one table of the site's pages and route names (docs/specification.md §3). `PagePath` comes from the file
 * routes, so `tsc` fails when a page has no Italian path or name, or the table names a page that does not exist. */
import type { FileRoutesByTo } from '../routeTree.gen'

type StripLocale<T> = T extends `/{-$locale}${infer Rest}` ? (Rest extends '' | '/' ? '/' : Rest) : never
export type PagePath = StripLocale<keyof FileRoutesByTo>

export const italianPaths = {
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
} as const satisfies Record<PagePath, `/${string}`>

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
