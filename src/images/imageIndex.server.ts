/** The only images the service serves, by key: those the feeds know, so nobody can make it fetch anything else.
 * Retired keys stay for a while (cached pages still name them); an unknown key refreshes the feeds now and then. */
import { localeCodes, imageLimits } from '#app-config'
import type { Product, ProductImage } from '#src/catalogue/product.ts'
import { imageKey, isStorePhoto } from './imageUrls'

export type FeedReader = {
  products(locale: (typeof localeCodes)[number]): Promise<Product[]>
  refreshAll(): Promise<void>
}

/** The photos of stories and articles from WordPress (src/content/store.server.ts), when it is the source. */
export type ContentImageReader = {
  images(): Promise<ReadonlyArray<Pick<ProductImage, 'src' | 'version'>>>
  refreshAfterChange(): Promise<void>
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
    private readonly content?: ContentImageReader,
  ) {}

  async lookup(key: string): Promise<Pick<ProductImage, 'src' | 'version'> | undefined> {
    await this.sync()
    if (!this.known.has(key) && this.now() - this.lastForcedRefresh >= this.refreshGapMs) {
      this.lastForcedRefresh = this.now()
      await Promise.all([this.feed.refreshAll(), this.content?.refreshAfterChange()])
      await this.sync()
    }
    const hit = this.known.get(key)
    return hit && { src: hit.src, ...(hit.version ? { version: hit.version } : {}) }
  }

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
    // A few hundred at most: indexed on every lookup, so a new photo is known as soon as the content is.
    for (const image of (await this.content?.images()) ?? []) {
      if (isStorePhoto(image.src)) this.known.set(imageKey(image), { src: image.src, version: image.version, seenAt: now })
    }
    if (!changed) return
    for (const [key, entry] of this.known) {
      if (now - entry.seenAt > imageLimits.retiredKeyTtlMs) this.known.delete(key)
    }
  }
}
