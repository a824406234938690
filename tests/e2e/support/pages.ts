import { localeCodes, type Locale } from '#app-config'
import { publicPath } from '../../../src/i18n/rewrite'
import { pagePaths, type SlugPath } from '../../../src/i18n/routes'

/** One real item per slug route, by its slug in each language. */
const sampleSlugs: Record<SlugPath, Record<Locale, string>> = {
  '/product/$slug': { en: 'aurora-90-cake-display', it: 'aurora-90-vetrina-dolci', de: 'aurora-90-kuchenvitrine' },
  '/customer-stories/$slug': { en: 'bellavista-milan', it: 'bellavista-milano', de: 'bellavista-mailand' },
  '/inspiration-hub/$slug': { en: 'chocolate-and-humidity', it: 'cioccolato-e-umidita', de: 'schokolade-und-luftfeuchte' },
  '/$slug': { en: 'hospitality', it: 'ospitalita', de: 'hotellerie-gastronomie' },
}

export type PageSet = { pattern: string; urls: Record<Locale, string> }

const slugOf = (page: string, locale: Locale) => (page in sampleSlugs ? sampleSlugs[page as SlugPath][locale] : undefined)

/** Every page of the route table as its public URL in each language (slug pages with their sample item). */
export const pageSets: PageSet[] = pagePaths.map((page) => ({
  pattern: page,
  urls: Object.fromEntries(localeCodes.map((l) => [l, publicPath(page, l, { slug: slugOf(page, l) })])) as Record<Locale, string>,
}))

/** The not-found page in each language: a path no page has, under each language's prefix. */
export const notFoundSet: PageSet = {
  pattern: 'not found',
  urls: Object.fromEntries(localeCodes.map((l) => [l, `${publicPath('/', l).replace(/\/$/, '')}/no-such-page-${l}`])) as Record<
    Locale,
    string
  >,
}

/** Pages with the landing layout: no header navigation and no footer (`/$slug`: its sample, hospitality, is a landing page). */
export const landingPages = new Set(['/catalogue', '/showcases-custom-made', '/$slug'])

/**
 * The language a sweep checks the `index`th page in at this project's width. Sweeps take the languages in turn down
 * their list, the phone width one step ahead of the desktop, so every page is seen in two languages, and every
 * language at both widths down the list, for the visits of one language per page and width (what differs by width is
 * layout, not text). Adding a language adds no visit.
 */
export function languageAtThisWidth(index: number, projectName: string): Locale {
  return localeCodes[(index * 2 + (projectName === 'desktop' ? 0 : 1)) % localeCodes.length]!
}

/**
 * Whether a sweep runs axe on the `index`th page at this project's width: each page once, at one width,
 * the widths taking turns two pages at a time so that, with languageAtThisWidth, axe sees every combination of width
 * and language down the list. An axe run costs about 2.5 s; the states one sweep cannot reach (dialogs, the first
 * visit, search variants) are checked at both widths in a11y.spec.ts.
 */
export function axeAtThisWidth(index: number, projectName: string): boolean {
  return index % 4 < 2 === (projectName === 'desktop')
}
