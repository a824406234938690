/**
 * The images the feed knows, by service key: the service serves only these, so nobody can make it
 * fetch or cache anything else. Keys a feed stops listing stay servable for `retiredKeyTtlMs`
 * (pages cached by browsers and CDNs still name them); a key not yet known triggers at most one
 * feed refresh per `refreshGapMs` (another process may have seen the store's edit first).
 */
import { localeCodes, imageLimits } from '#app-config'
import type { Product, ProductImage } from '#src/catalogue/product.ts'
import { imageKey, isStorePhoto } from './imageUrls'

export type FeedReader = {
  products(locale: (typeof localeCodes)[number]): Promise<Product[]>
  refreshAll(): Promise<void>
}

type Known = { src: string; version?: string; seenAt: number }

export class ImageIndex {
  private known = new Map<string, Known>()
  private lastFeeds = new Map<string, Product[]>()
  private lastForcedRefresh = -Infinity

  constructor(
    private readonly feed: FeedReader,
    private readonly now: () => number = Date.now,
    private readonly refreshGapMs = 30_000,
  ) {}

  async lookup(key: string): Promise<Pick<ProductImage, 'src' | 'version'> | undefined> {
    await this.sync()
    if (!this.known.has(key) && this.now() - this.lastForcedRefresh >= this.refreshGapMs) {
      this.lastForcedRefresh = this.now()
      await this.feed.refreshAll()
      await this.sync()
    }
    const hit = this.known.get(key)
    return hit && { src: hit.src, ...(hit.version ? { version: hit.version } : {}) }
  }

  /** Indexes the feeds that changed since the last call, and forgets keys retired long enough ago. */
  private async sync(): Promise<void> {
    const now = this.now()
    let changed = false
    for (const locale of localeCodes) {
      const products = await this.feed.products(locale)
      if (this.lastFeeds.get(locale) === products) continue
      this.lastFeeds.set(locale, products)
      changed = true
      for (const product of products) {
        for (const image of product.images) {
          if (isStorePhoto(image.src)) this.known.set(imageKey(image), { src: image.src, version: image.version, seenAt: now })
        }
      }
    }
    if (!changed) return
    for (const [key, entry] of this.known) {
      if (now - entry.seenAt > imageLimits.retiredKeyTtlMs) this.known.delete(key)
    }
  }
}
