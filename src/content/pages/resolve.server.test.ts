import { AsyncLocalStorage } from 'node:async_hooks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#src/catalogue/product.ts'
import { productSummary } from '#src/catalogue/productSummary.fixture.ts'
import { newRenderScope, provideRenderScope, shownInRender } from '#src/cdn/renderScope.ts'
import { resolvePage } from './resolve.server'

vi.mock('virtual:content', () => ({ pages: [], notices: [], posts: [], legal: [] }))
import type { PagesSnapshot, SitePage } from './types'

const product = (id: number, slug: string): Product => ({
  ...productSummary(),
  id,
  slug,
  descriptionHtml: '',
  images: [],
  features: [],
  specs: {},
  transport: {},
  customization: [],
  technicalFiles: [],
  translations: {},
})

const landing = (blocks: SitePage['blocks']): SitePage => ({
  key: 'wp-9',
  role: 'own',
  locale: 'en',
  slug: 'gelato-fair',
  title: 'Gelato fair',
  layout: 'landing',
  seo: { noindex: false },
  blocks,
})
const snapshot = (page: SitePage): PagesSnapshot => ({ pages: [page], notices: [], moved: [], fallbacks: [] })
const sources = { products: async () => [product(1, 'aurora-120'), product(2, 'petra-100'), product(3, 'calice-45')], posts: async () => [] }

describe('resolvePage: the cache tags of what a page shows (decision 0069)', () => {
  const scopes = new AsyncLocalStorage<ReturnType<typeof newRenderScope>>()
  afterEach(() => provideRenderScope(() => undefined))

  it('notes the page in every language, and each picked cabinet: a change to one reaches the page', async () => {
    provideRenderScope(() => scopes.getStore())
    const page = landing([{ name: 'lumera/products', attrs: { source: 'picked', products: ['petra-100', 'aurora-120'] }, inner: [] }])
    const shown = await scopes.run(newRenderScope(), async () => {
      const loaded = await resolvePage(snapshot(page), page, { en: 'gelato-fair' }, sources)
      expect(loaded.blocks[0]?.data).toMatchObject({ products: [{ id: 2 }, { id: 1 }] })
      return shownInRender()
    })
    expect(shown.fixed).toEqual(['site-page:wp-9', 'site-page:wp-9:en'])
    expect(shown.groups.flatMap((g) => [...g.items])).toEqual(['product:2', 'product:1'])
  })

  it('notes a collection’s row by the collection, which a new or moved cabinet of it changes', async () => {
    provideRenderScope(() => scopes.getStore())
    const page = landing([{ name: 'lumera/products', attrs: { source: 'collection', collection: 'wine', count: 4 }, inner: [] }])
    const shown = await scopes.run(newRenderScope(), async () => (await resolvePage(snapshot(page), page, undefined, sources), shownInRender()))
    expect(shown.fixed).toContain('collection:wine:en')
  })
})
