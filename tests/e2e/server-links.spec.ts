import { expect, test } from '@playwright/test'
import { pagePairs } from './support/pages'
import { startSite, type RunningSite } from './support/site'

/**
 * Canary of src/framework/serverLinks.ts (decision 0031) in the build: with `LINK_CANARY=1` the server checks every
 * link it writes from the route table against TanStack `Link`'s own props as it renders, and a difference fails the
 * render. Every page of the route table in both languages, and every page they link to, must render.
 */
let site: RunningSite
test.beforeAll(async () => {
  site = await startSite({ LINK_CANARY: '1', PAGE_CACHE_SECONDS: '0' })
})
test.afterAll(async () => {
  await site?.stop()
})

/** The site's own page links of an HTML page (not files, not API routes). */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .filter((href) => !href.startsWith('/api/') && !/\.[a-z0-9]+(\?|$)/i.test(href))
}

test('every link of every page is the one Link writes', { tag: '@one-width' }, async () => {
  test.slow()
  const seen = new Set<string>()
  // The pages of the table, then the pages they link to (every product, story and article among them).
  const queue = pagePairs.flatMap(({ en, it }) => [en, it])
  const linkedFromTable = queue.length
  let links = 0
  for (let visited = 0; queue.length; visited++) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const response = await fetch(`${site.url}${url}`, { redirect: 'manual' })
    expect(response.status, url).toBe(200)
    const html = await response.text()
    // A link that differs fails its render: React then sends the boundary's fallback for the browser to render.
    expect(html, `${url}: a link differs from Link's (the render failed)`).not.toContain('<!--$!-->')
    const found = pageLinks(html)
    expect(found.length, url).toBeGreaterThan(0)
    links += found.length
    if (visited < linkedFromTable) for (const href of found) if (!seen.has(href)) queue.push(href)
  }
  // Every page of the table in both languages, the pages they link to, and their links.
  expect(seen.size).toBeGreaterThan(pagePairs.length * 2)
  expect(links).toBeGreaterThan(seen.size * 20)
})
