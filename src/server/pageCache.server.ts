/**
 * A short-lived cache of rendered pages, in memory and bounded. Every visitor is anonymous and a
 * URL renders the same page for all of them, so the server renders each page once per `ttlMs`
 * instead of once per request; concurrent misses share one render. An entry compresses its body
 * once per encoding a client asks for, on libuv's thread pool (never on the event loop, never for
 * a client that takes it plain), so later hits cost no rendering and no compression.
 * The catalogue clears it when the product feed changes.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

export type RenderedPage = {
  status: number
  headers: Array<[string, string]>
  body: Buffer
}

export type CachedPage = RenderedPage & {
  expires: number
  /** Compressed bodies, each made on first request for that encoding and shared from then on. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

export type PageCacheOptions = { maxEntries: number; ttlMs: number; now?: () => number }

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Compresses off the event loop: brotli at a middle quality (fast, still ~20% under gzip). */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  // Stryker disable ObjectLiteral: the settings trade speed for size; any of them gives a body that decodes the same
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 })
  // Stryker restore ObjectLiteral
}

/** The page's body in `encoding` (plain when null), compressed at most once per entry. */
export function encodedBody(entry: CachedPage, encoding: Encoding | null): Promise<Buffer> | Buffer {
  if (!encoding) return entry.body
  return (entry.encoded[encoding] ??= compress(entry.body, encoding))
}

/** The encoding to answer with for an Accept-Encoding header (brotli first, as browsers prefer it). */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  // Stryker disable next-line StringLiteral: a missing header reads as an empty one; any other stand-in names no encoding either
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    // split() always gives at least one element.
    .map((parts) => parts[0]!.trim())
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
    // Stryker disable next-line UpdateOperator: any new number marks the renders under way as stale
    this.generation++
    this.entries.clear()
  }

  /**
   * The cached page for `key`, or the result of `render` (stored when it returns a page).
   * `render` returns null for responses that must not be cached; those callers render themselves.
   */
  async get(key: string, render: () => Promise<RenderedPage | null>): Promise<CachedPage | null> {
    const hit = this.entries.get(key)
    if (hit && hit.expires > this.now()) {
      // Most recently used goes last: the first key is the one to evict.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    // Expired (or absent): gone, so a render that is not stored leaves no stale entry behind.
    this.entries.delete(key)
    const running = this.pending.get(key)
    if (running) return running
    const generation = this.generation
    // The render starts on the event loop's next turn. Requests that arrive together are read one
    // after another in a single turn, and a render whose data is in memory runs to its end within
    // the first one's microtasks: started at once, it would be over (and no longer pending) before
    // the second request is even read, and each would render on its own.
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(render)
      .then((page) => {
        if (!page) return null
        const entry: CachedPage = { ...page, encoded: {}, expires: this.now() + this.options.ttlMs }
        // With a TTL of 0 (cache off) the entry only serves the requests that shared this render.
        if (generation === this.generation && this.options.ttlMs > 0) this.store(key, entry)
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
      // Stryker disable next-line ConditionalExpression: only a negative maxEntries empties the map here; the guard keeps that from looping
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }
}
