import { italianPaths } from '../../../src/i18n/routes'

/** One real item per slug route, as [English slug, Italian slug]. */
const sampleSlugs: Record<string, [string, string]> = {
  '/product/$slug': ['aurora-90-cake-display', 'aurora-90-vetrina-dolci'],
  '/customer-stories/$slug': ['bellavista-milan', 'bellavista-milano'],
  '/inspiration-hub/$slug': ['chocolate-and-humidity', 'cioccolato-e-umidita'],
  '/$slug': ['hospitality', 'ospitalita'],
}

/** Every page of the route table as a pair of public URLs (slug pages with their sample item). */
export const pagePairs = Object.entries(italianPaths).map(([pattern, itPath]) => {
  const [enSlug, itSlug] = sampleSlugs[pattern] ?? ['', '']
  return {
    pattern,
    en: pattern.replace('$slug', enSlug),
    it: `/it${itPath === '/' ? '' : itPath}`.replace('$slug', itSlug),
  }
})

/** Pages with the landing layout: no header navigation and no footer. */
export const landingPages = new Set(['/catalogue', '/showcases-custom-made', '/hospitality'])

/**
 * The language a sweep checks the `index`th page in at this project's width. Sweeps alternate it down
 * their list, and the other width takes the other language, so every page is seen in both languages and
 * at both widths for half the visits of every combination (what differs by width is layout, not text).
 */
export function languageAtThisWidth(index: number, projectName: string): 'en' | 'it' {
  return (index % 2 === 0) === (projectName === 'desktop') ? 'en' : 'it'
}

/**
 * Whether a sweep runs axe on the `index`th page at this project's width: each page once, at one width,
 * the widths taking turns two pages at a time so that, with languageAtThisWidth, axe sees all four
 * combinations of width and language down the list. An axe run costs about 2.5 s; the states one sweep
 * cannot reach (dialogs, the first visit, search variants) are checked at both widths in a11y.spec.ts.
 */
export function axeAtThisWidth(index: number, projectName: string): boolean {
  return index % 4 < 2 === (projectName === 'desktop')
}
