// A realistic mix of page views for the tests and the bench behind a shared cache (issue 38): the pages of a visit,
// most viewed first, in both languages; returning visitors with analytics and language cookies; links from
// newsletters and ads with their tracking parameters (a click id unique to each ad click); English and Italian
// browsers, some of which open `/`. Seeded: the same views on every run.

/** The pages, most viewed first. */
export const VISITED_PAGES = [
  '/',
  '/it',
  '/showcases',
  '/it/vetrine-refrigerate',
  '/showcases/cake',
  '/it/vetrine-refrigerate/dolci',
  '/showcases/wine',
  '/product/aurora-90-cake-display',
  '/it/prodotto/aurora-90-vetrina-dolci',
  '/product/cantina-60-wine-cabinet',
  '/it/prodotto/frollo-70-frollatore',
  '/customer-stories',
  '/inspiration-hub',
  '/it/centro-inspirazione',
  '/about-us',
  '/it/chi-siamo',
  '/contact',
  '/it/contatta',
  '/sustainability',
  '/search?category=wine',
]

/**
 * `count` page views: each a path with its query and a browser's request headers.
 * @returns {Array<{ url: string, headers: Record<string, string> }>}
 */
export function pageViews(count, seed = 38) {
  let state = seed
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  // Squared: the first pages of the list are viewed far more often than the last.
  const pick = (list) => list[Math.floor(random() ** 2 * list.length)]
  return Array.from({ length: count }, (_, view) => {
    const path = pick(VISITED_PAGES)
    const italian = path.startsWith('/it') || random() < 0.3
    const cookies = [`_ga=GA1.2.${Math.floor(random() * 1e9)}.${1_700_000_000 + view}`, `_gid=GA1.2.${view}`]
    if (random() < 0.4) cookies.push(`_gcl_au=1.1.${view}`, `PARAGLIDE_LOCALE=${italian ? 'it' : 'en'}`)
    const query =
      random() < 0.3
        ? `utm_source=newsletter&utm_medium=email&utm_campaign=autumn-${view % 3}`
        : random() < 0.2
          ? `gclid=Cj0KCQ${view}`
          : ''
    return {
      url: query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path,
      headers: {
        'Accept-Language': italian ? 'it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7' : 'en-GB,en;q=0.9',
        'Sec-Fetch-Dest': 'document',
        ...(random() < 0.6 ? { Cookie: cookies.join('; ') } : {}),
      },
    }
  })
}
