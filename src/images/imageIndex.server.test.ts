import { describe, expect, it } from 'vitest'
import { imageLimits } from '#app-config'
import type { Product } from '#src/catalogue/product.ts'
import { ImageIndex, type FeedReader } from './imageIndex.server'
import { imageKey } from './imageUrls'

const photo = (name: string, version?: string) => ({ src: `https://shop.example.com/wp-content/uploads/${name}.jpg`, alt: name, version })
const product = (...images: Product['images']) => ({ images }) as Product

function fakeFeed(initial: Product[]) {
  let products = initial
  let refreshes = 0
  const feed: FeedReader = {
    products: async () => products,
    refreshAll: async () => {
      refreshes++
    },
  }
  return { feed, set: (next: Product[]) => (products = next), refreshes: () => refreshes }
}

describe('ImageIndex', () => {
  it('knows the store photos of the feed, by key, and nothing else', async () => {
    const a = photo('a', '2026-11-20T09:30:00')
    const { feed } = fakeFeed([product(a, { src: '/images/products/x-1.svg', alt: 'x' })])
    const index = new ImageIndex(feed)
    expect(await index.lookup(imageKey(a))).toEqual({ src: a.src, version: a.version })
    expect(await index.lookup(imageKey({ src: '/images/products/x-1.svg' }))).toBeUndefined()
    expect(await index.lookup(imageKey({ src: a.src }))).toBeUndefined()
  })

  it('asks the feed again for an unknown key, at most once per gap', async () => {
    let now = 0
    const { feed, refreshes } = fakeFeed([])
    const index = new ImageIndex(feed, () => now, 30_000)
    await index.lookup('0123456789abcdef')
    await index.lookup('0123456789abcdef')
    expect(refreshes()).toBe(1)
    now = 30_000
    await index.lookup('0123456789abcdef')
    expect(refreshes()).toBe(2)
  })

  it('finds a photo the refresh brought', async () => {
    const a = photo('a')
    const store = fakeFeed([])
    const index = new ImageIndex({ ...store.feed, refreshAll: async () => void store.set([product(a)]) })
    expect(await index.lookup(imageKey(a))).toEqual({ src: a.src })
  })

  it('keeps a retired key for a day, then forgets it', async () => {
    let now = 0
    const [a, b, c] = [photo('a', '1'), photo('a', '2'), photo('c')]
    const store = fakeFeed([product(a)])
    const index = new ImageIndex(store.feed, () => now)
    expect(await index.lookup(imageKey(a))).toBeDefined()
    store.set([product(b)])
    now = imageLimits.retiredKeyTtlMs
    expect(await index.lookup(imageKey(a))).toBeDefined()
    expect(await index.lookup(imageKey(b))).toBeDefined()
    store.set([product(b, c)])
    now = imageLimits.retiredKeyTtlMs + 1
    expect(await index.lookup(imageKey(a))).toBeUndefined()
    expect(await index.lookup(imageKey(b))).toBeDefined()
  })
})
