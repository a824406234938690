import { describe, expect, it, vi } from 'vitest'
import { RenderShed } from './renderQueue.server'
import { answerShed, renderLaneOf } from './shedding.server'

// The catalogue and the posts that exist, by language: what the sitemap lists.
const products: Record<string, string[]> = { en: ['aurora-90-cake-display'], it: ['aurora-90-vetrina-dolci'] }
const posts: Record<string, Record<string, string[]>> = {
  story: { en: ['a-counter-for-brera'], it: ['un-banco-a-brera'] },
  article: { en: ['how-to-light-a-counter'], it: ['come-illuminare-un-banco'] },
}
vi.mock('#src/catalogue/feed.server.ts', () => ({
  findProduct: async (locale: string, slug: string) => (products[locale]!.includes(slug) ? { slug } : undefined),
}))
vi.mock('#src/content/content.server.ts', () => ({
  findPost: async (kind: string, locale: string, slug: string) =>
    posts[kind]![locale]!.includes(slug) ? { post: { slug }, alternates: {} } : undefined,
}))

// Pages of their own (decision 0069): one published in each language.
const ownPages: Record<string, string[]> = { en: ['trade-fair'], it: ['fiera'] }
vi.mock('#src/content/pages/pages.server.ts', () => ({
  currentPages: async () => ({}),
  findOwnPage: (_: unknown, locale: string, slug: string) => (ownPages[locale]!.includes(slug) ? { slug } : undefined),
}))

const origin = 'https://www.lumera-vetrine.it'

describe('renderLaneOf', () => {
  it.each([
    ['the home page', '/'],
    ['the Italian home page', '/it'],
    ['a static page', '/contact'],
    ['an Italian static page', '/it/chi-siamo'],
    ['a collection', '/showcases/wine'],
    ['a product that exists', '/product/aurora-90-cake-display'],
    ['an Italian product that exists', '/it/prodotto/aurora-90-vetrina-dolci'],
    ['a customer story that exists', '/customer-stories/a-counter-for-brera'],
    ['an Italian customer story', '/it/storie-dei-clienti/un-banco-a-brera'],
    ['an article that exists', '/inspiration-hub/how-to-light-a-counter'],
    ['an Italian article', '/it/centro-inspirazione/come-illuminare-un-banco'],
    ['a page with tracking parameters only', '/contact?utm_source=newsletter&gclid=x'],
    ['a page of its own', '/trade-fair'],
    ['an Italian page of its own', '/it/fiera'],
  ])("puts %s in the site's lane", async (_, path) => {
    expect(await renderLaneOf(`${origin}${path}`)).toBe('site')
  })

  it.each([
    ['a search', '/search?q=wine'],
    ['a collection with a filter', '/showcases/wine?temperature=cold'],
    ['a product with a query', '/product/aurora-90-cake-display?x=1'],
    ['a product that does not exist', '/product/no-such-cabinet'],
    ['a product of the other language', '/it/prodotto/aurora-90-cake-display'],
    ['a story that does not exist', '/customer-stories/no-such-story'],
    ['an article named as a story', '/customer-stories/how-to-light-a-counter'],
    ['a story named as an article', '/inspiration-hub/a-counter-for-brera'],
    ['an article that does not exist', '/inspiration-hub/no-such-article'],
    ['a path no page has', '/wp-login.php'],
    ['a page of its own that does not exist', '/no-such-page'],
    ['a page of its own of the other language', '/it/trade-fair'],
    ['a malformed escape in a slug', '/product/%E0%A4%A'],
  ])('puts %s in the other lane', async (_, path) => {
    expect(await renderLaneOf(`${origin}${path}`)).toBe('other')
  })

  it('puts the refresh of a cached page in the site lane, whatever it is', async () => {
    expect(await renderLaneOf(`${origin}/search?q=wine`, true)).toBe('site')
    expect(await renderLaneOf(`${origin}/product/no-such-cabinet`, true)).toBe('site')
  })
})

describe('answerShed', () => {
  it('answers a refused render with 503, Retry-After and no caching', async () => {
    const response = answerShed(new RenderShed(3))
    expect(response.status).toBe(503)
    expect(Object.fromEntries(response.headers)).toEqual({
      'retry-after': '3',
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    expect(await response.text()).toBe('The server is busy; please try again shortly.\n')
  })

  it.each([
    ['an error', new Error('render failed')],
    ['a thrown value that is not an error', 'boom'],
  ])('throws %s on, unchanged', (_, error) => {
    let thrown: unknown = 'nothing thrown'
    try {
      answerShed(error)
    } catch (caught) {
      thrown = caught
    }
    expect(thrown).toBe(error)
  })
})
