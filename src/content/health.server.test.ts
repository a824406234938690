import { describe, expect, it, vi } from 'vitest'
import type { ContentSnapshot } from './store.server'

const held: { snapshot?: ContentSnapshot } = {}
vi.mock('./sources.server', () => ({
  contentStore: () => ({
    source: { name: 'wordpress', ping: async () => true },
    status: () => ({ source: 'wordpress', lastReadAt: 1000 }),
    peek: () => held.snapshot,
  }),
}))
const { contentHealth } = await import('./health.server')

describe('contentHealth with WordPress', () => {
  const snapshot = (fallbacks: NonNullable<ContentSnapshot['pages']>['fallbacks']): ContentSnapshot => ({
    posts: [],
    moved: [],
    images: [],
    pages: { pages: [], notices: [], moved: [], fallbacks },
  })

  it('is ok when every page could be used', async () => {
    held.snapshot = snapshot([])
    expect(await contentHealth(2000)).toMatchObject({ status: 'ok', content: { unusablePages: [] } })
  })

  it('is degraded, naming the page, when a page had no usable block', async () => {
    held.snapshot = snapshot([{ key: 'about', locale: 'it', sourceId: 12, servedEmbedded: true }])
    expect(await contentHealth(60_000)).toMatchObject({
      status: 'degraded',
      content: { answering: true, unusablePages: [{ page: 'about', locale: 'it', wordpressId: 12, servedEmbedded: true }] },
    })
  })
})
