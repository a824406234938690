/**
 * A page that shows part of the feed (a collection, a product's related cabinets) carries only that part in its
 * HTML: on the server the part's query reads the feed outside the render's query cache, which goes whole into the
 * page (decision 0040). In the browser the parts come from the one cached feed.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productSummary } from './productSummary.fixture'
import { catalogueQuery, collectionQuery, relatedQuery } from './queries'

const feed = [
  productSummary({ id: 1, slug: 'a-wine', category: 'wine' }),
  productSummary({ id: 2, slug: 'b-cake', category: 'bakery' }),
  productSummary({ id: 3, slug: 'c-wine', category: 'wine' }),
]
const fetchCatalogue = vi.hoisted(() => vi.fn())
vi.mock('./catalogue.functions', () => ({ fetchCatalogue }))

const sent = (client: QueryClient) => dehydrate(client).queries.map((q) => q.queryKey)
const slugs = (list: { slug: string }[] | undefined) => list?.map((p) => p.slug)

afterEach(() => {
  vi.unstubAllEnvs()
  fetchCatalogue.mockReset()
})

describe('on the server', () => {
  it.each([
    ['a collection page', collectionQuery('en', 'wine'), 'en', ['a-wine', 'c-wine']],
    ['a product page', relatedQuery('it', 'c-wine'), 'it', ['a-wine']],
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
