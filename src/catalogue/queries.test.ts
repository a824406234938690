/**
 * A page that shows part of the feed (a collection, a product's related cabinets) carries only that part in its
 * HTML: on the server the part's query reads the feed outside the render's query cache, which goes whole into the
 * page (decision 0060). In the browser the parts come from the one cached feed.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { dehydrate, QueryClient, type FetchQueryOptions } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newRenderScope, provideRenderScope, shownInRender } from '#src/cdn/renderScope.ts'
import type { ProductSummary } from './product'
import { productSummary } from './productSummary.fixture'
import { catalogueQuery, collectionQuery, productQuery, relatedQuery, searchQuery } from './queries'

const feed = [
  productSummary({ id: 1, slug: 'a-wine', category: 'wine' }),
  productSummary({ id: 2, slug: 'b-cake', category: 'bakery' }),
  productSummary({ id: 3, slug: 'c-wine', category: 'wine' }),
]
const { fetchCatalogue, fetchProduct, fetchSearch } = vi.hoisted(() => ({
  fetchCatalogue: vi.fn(),
  fetchProduct: vi.fn(),
  fetchSearch: vi.fn(),
}))
vi.mock('./catalogue.functions', () => ({ fetchCatalogue, fetchProduct }))
vi.mock('./search.functions', () => ({ fetchSearch }))

const sent = (client: QueryClient) => dehydrate(client).queries.map((q) => q.queryKey)
/** A part's options, its key widened: the parts' keys are tuples of their own. */
const queryOptions = (query: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  query as FetchQueryOptions<ProductSummary[], Error, ProductSummary[], readonly unknown[]>
const slugs = (list: { slug: string }[] | undefined) => list?.map((p) => p.slug)

afterEach(() => {
  vi.unstubAllEnvs()
  fetchCatalogue.mockReset()
})

describe('on the server', () => {
  it.each([
    // Each part's options as the one type a test table can hold: the parts' keys are tuples of their own.
    ['a collection page', queryOptions(collectionQuery('en', 'wine')), 'en', ['a-wine', 'c-wine']],
    ['a product page', queryOptions(relatedQuery('it', 'c-wine')), 'it', ['a-wine']],
  ])('%s’s queries hold the cabinets it shows and not the feed', async (_page, query, locale, shown) => {
    vi.stubEnv('SSR', true)
    fetchCatalogue.mockResolvedValue(feed)
    const client = new QueryClient()
    expect(slugs(await client.ensureQueryData(query))).toEqual(shown)
    expect(fetchCatalogue).toHaveBeenCalledWith({ data: { locale } })
    expect(sent(client)).toEqual([query.queryKey])
  })
})

describe('in the browser', () => {
  it('every part comes from the one cached feed, fetched once', async () => {
    vi.stubEnv('SSR', false)
    fetchCatalogue.mockResolvedValue(feed)
    const client = new QueryClient()
    expect(slugs(await client.ensureQueryData(collectionQuery('en', 'wine')))).toEqual(['a-wine', 'c-wine'])
    expect(slugs(await client.ensureQueryData(collectionQuery('en', 'bakery')))).toEqual(['b-cake'])
    expect(slugs(await client.ensureQueryData(relatedQuery('en', 'a-wine')))).toEqual(['c-wine'])
    expect(fetchCatalogue).toHaveBeenCalledTimes(1)
    expect(slugs(client.getQueryData(catalogueQuery('en').queryKey))).toEqual(['a-wine', 'b-cake', 'c-wine'])
  })

  it('a feed the cache already has is not fetched again', async () => {
    vi.stubEnv('SSR', false)
    const client = new QueryClient()
    client.setQueryData(catalogueQuery('en').queryKey, feed)
    expect(slugs(await client.ensureQueryData(collectionQuery('en', 'bakery')))).toEqual(['b-cake'])
    expect(fetchCatalogue).not.toHaveBeenCalled()
  })
})

describe('the cache tags of what each query shows, noted as a render fetches it (decision 0049)', () => {
  const scopes = new AsyncLocalStorage<ReturnType<typeof newRenderScope>>()
  provideRenderScope(() => scopes.getStore())
  const tagsOf = (run: (client: QueryClient) => Promise<unknown>) =>
    scopes.run(newRenderScope(), async () => {
      await run(new QueryClient())
      const { fixed, groups } = shownInRender()
      return [...fixed, ...groups.flatMap((g) => [...g.items].map((item) => `${item} (or ${g.overflow})`))]
    })

  it.each([
    [
      'the feed',
      catalogueQuery('en'),
      ['product-list:en', 'product:1 (or products:en)', 'product:2 (or products:en)', 'product:3 (or products:en)'],
    ],
    ['a collection', collectionQuery('it', 'wine'), ['collection:wine:it', 'product:1 (or products:it)', 'product:3 (or products:it)']],
    ['a product’s related cabinets', relatedQuery('en', 'a-wine'), ['product:3 (or products:en)']],
    ['a product', productQuery('en', 'b-cake'), ['collection:bakery:en', 'product:2 (or products:en)']],
    ['a search: any product change may change it', searchQuery('en', { q: 'wine' }), ['products:en']],
  ])('%s', async (_, query, expected) => {
    vi.stubEnv('SSR', true)
    fetchCatalogue.mockResolvedValue(feed)
    fetchProduct.mockResolvedValue({ product: feed[1], alternates: {} })
    fetchSearch.mockResolvedValue({ products: feed })
    expect(await tagsOf((client) => client.fetchQuery(queryOptions(query)))).toEqual(expected)
  })

  it('a product that does not exist shows nothing', async () => {
    fetchProduct.mockResolvedValue(null)
    expect(await tagsOf((client) => client.ensureQueryData(productQuery('en', 'gone')))).toEqual([])
  })
})
