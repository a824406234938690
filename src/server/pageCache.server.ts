/**
 * A short-lived cache of rendered pages, in memory and bounded. Every visitor is anonymous and a
 * URL renders the same page for all of them, so the server renders each page once per `ttlMs`
 * instead of once per request; concurrent misses share one render. Entries keep their body
 * already compressed with brotli and gzip, so a hit costs no rendering and no compression.
 * The catalogue clears it when the product feed changes.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type CachedPage = {
  status: number
  headers: Array<[string, string]>
  body: Buffer
  br: Buffer
  gzip: Buffer
  expires: number
}

export type PageCacheOptions = { maxEntries: number; ttlMs: number; now?: () => number }

/** Compresses once per cached page: brotli at a middle quality (fast, still ~20% under gzip). */
function compressVariants(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 6 }),
  }
}

/** The encoding to answer with for an Accept-Encoding header (brotli first, as browsers prefer it). */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return null
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  private readonly pending = new Map<string, Promise<CachedPage | null>>()
  private generation = 0
  private readonly now: () => number

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now
  }

  get size(): number {
    return this.entries.size
  }

  /** Forgets every page (the feed changed); renders under way are not stored either. */
  clear(): void {
    this.generation++
    this.entries.clear()
  }

  /**
   * The cached page for `key`, or the result of `render` (stored when it returns a page).
   * `render` returns null for responses that must not be cached; those callers render themselves.
   */
  async get(key: string, render: () => Promise<Omit<CachedPage, 'expires' | 'br' | 'gzip'> | null>): Promise<CachedPage | null> {
    const hit = this.entries.get(key)
    if (hit && hit.expires > this.now()) {
      // Most recently used goes last: the first key is the one to evict.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    if (hit) this.entries.delete(key)
    const running = this.pending.get(key)
    if (running) return running
    const generation = this.generation
    const task = render()
      .then((page) => {
        if (!page) return null
        const entry: CachedPage = { ...page, ...compressVariants(page.body), expires: this.now() + this.options.ttlMs }
        if (generation === this.generation) this.store(key, entry)
        return entry
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, task)
    return task
  }

  private store(key: string, entry: CachedPage): void {
    this.entries.set(key, entry)
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }
}
