/**
 * A short-lived cache of rendered pages, in memory and bounded. Every visitor is anonymous and a
 * URL renders the same page for all of them, so the server renders each page once per `ttlMs`
 * instead of once per request; concurrent misses share one render. An entry compresses its body
 * once per encoding a client asks for (a page at once, a far larger body on libuv's thread pool; never
 * for a client that takes it plain), so later hits cost no rendering and no compression. It is bounded
 * in bytes, keeps the pages asked for again apart from those asked for once, and serves an
 * expired page while it renders again (docs/decisions/0028).
 * The catalogue clears it when the product feed changes.
 */
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import { renderLimits } from '#app-config'

export type Encoding = 'br' | 'gzip'

export type RenderedPage = {
  status: number
  headers: Array<[string, string]>
  body: Buffer
  /** One of the site's own pages (a few hundred in all): kept with the pages asked for again from the start. */
  sitePage?: boolean
}

export type CachedPage = RenderedPage & {
  expires: number
  /**
   * Compressed bodies, each made on first request for that encoding and shared from then on: the
   * promise while it is made, the Buffer itself once made (encodedBody says why).
   */
  encoded: Partial<Record<Encoding, Promise<Buffer> | Buffer>>
  /** What the entry is counted as holding: its body, an allowance for its compressed copies, its headers. */
  bytes: number
}

export type PageCacheOptions = {
  /** Most pages kept (a guard; the byte bound is what holds memory). */
  maxEntries?: number
  /** Most bytes kept, bodies and compressed bodies together (docs/decisions/0028). */
  maxBytes?: number
  ttlMs: number
  /** How long past its expiry a page is still served while it renders again (0: never). */
  staleMs?: number
  now?: () => number
}

/** What `render` is told: `refresh` when it renders a page that is cached (served stale meanwhile). */
export type RenderContext = { refresh: boolean }

/** Share of the bytes kept for pages asked for more than once; the rest is for pages seen once. */
const PROTECTED_SHARE = 0.8
/** Memory of an entry besides its bodies (key, headers, objects), roughly. */
const ENTRY_OVERHEAD_BYTES = 1024
/**
 * The compressed copies an entry may make (brotli and gzip of a page are 15-20% of it each),
 * counted when it is stored so the bound holds whichever encodings clients ask for later.
 */
const COMPRESSED_SHARE = 0.4

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Brotli's quality for pages. 4 cost half the CPU of 6 on our pages for a body 7 % larger (docs/decisions/0030);
 * 3 costs 30 % less than 4 again (0.32 against 0.45 ms a page, compressed at once) for a body 5 % larger (8.6 KB
 * against 8.2 KB on average over the render bench's eight pages; gzip at 6 gives 8.3 KB for 0.43 ms). A page
 * rendered for one visitor (a search, a crawler's URL) is compressed once and sent once, so its compression is
 * a sixth of its cost; 400 bytes are about 2 ms on Lighthouse's slow 4G (docs/decisions/0037).
 */
const BROTLI_QUALITY = 3

/**
 * Bodies up to this size are compressed on the event loop, at once; larger ones on libuv's thread pool. A page
 * (25-50 KB) takes 0.2-0.5 ms of CPU to compress in one call, and the thread pool's round trip (the zlib stream,
 * the hand-over to a worker and back) cost more CPU than the compression itself: 0.7 ms in all against 0.5 ms,
 * 1.5 ms against ~0.6 ms while renders ran beside it (docs/decisions/0037). Beside a render's 3-6 ms synchronous
 * stretch, the event loop's extra 0.3 ms is the smaller cost; a body far larger than any page keeps off it.
 */
const SYNC_COMPRESSION_LIMIT = 256 * 1024

// Stryker disable ObjectLiteral: the settings trade speed for size; any of them gives a body that decodes the same
const brotliOptions = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
})
const gzipOptions = { level: 6 }
// Stryker restore ObjectLiteral

/** Compresses a page at once, a larger body off the event loop. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> | Buffer {
  if (body.length <= SYNC_COMPRESSION_LIMIT)
    return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body, gzipOptions)
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body)) : gzipAsync(body, gzipOptions)
}

/**
 * The page's body in `encoding` (plain when null), compressed at most once per entry. Once made,
 * the entry keeps the Buffer, not the promise: a promise carries the async context of the request
 * that created it (AsyncLocalStorage), and with it that request's whole render (its router, its
 * response), about 70 KB of heap a page that the cache's byte bound never saw (docs/decisions/0028).
 */
export function encodedBody(entry: CachedPage, encoding: Encoding | null): Promise<Buffer> | Buffer {
  if (!encoding) return entry.body
  const kept = entry.encoded[encoding]
  if (kept) return kept
  const made = compress(entry.body, encoding)
  if (!(made instanceof Promise)) return (entry.encoded[encoding] = made)
  const making = made.then(
    (body) => (entry.encoded[encoding] = body),
    (error: unknown) => {
      // Stryker disable next-line all: a failed compression is tried again by the next request rather than kept
      delete entry.encoded[encoding]
      throw error
    },
  )
  entry.encoded[encoding] = making
  return making
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

/**
 * Two segments (a segmented LRU): a page enters on probation and is promoted when asked for again.
 * Pages asked for once (a crawler's unique URLs, every filter combination) only ever push out each
 * other, never the pages that visitors keep coming back to. Both are bounded in bytes.
 */
export class PageCache {
  private readonly probation = new Map<string, CachedPage>()
  private readonly protected = new Map<string, CachedPage>()
  private readonly bytesOf = { probation: 0, protected: 0 }
  private readonly pending = new Map<string, Promise<CachedPage | null>>()
  private generation = 0
  private readonly now: () => number
  private readonly maxEntries: number
  /** Most bytes kept (the stats line reports it beside what is held). */
  readonly maxBytes: number
  private readonly staleMs: number

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now
    this.maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY
    this.maxBytes = options.maxBytes ?? renderLimits.pageCacheBytes
    this.staleMs = options.staleMs ?? renderLimits.staleMs
  }

  get size(): number {
    return this.probation.size + this.protected.size
  }

  /** Bytes held by the cached pages. */
  get bytes(): number {
    return this.bytesOf.probation + this.bytesOf.protected
  }

  /** Forgets every page (the feed changed); renders under way are not stored either. */
  clear(): void {
    // Stryker disable next-line UpdateOperator: any new number marks the renders under way as stale
    this.generation++
    this.probation.clear()
    this.protected.clear()
    this.bytesOf.probation = this.bytesOf.protected = 0
  }

  /**
   * The cached page for `key`, or the result of `render` (stored when it returns a page).
   * `render` returns null for responses that must not be cached; those callers render themselves.
   * An expired page is still served for `staleMs` while one render replaces it in the background,
   * so a page that is asked for is never slowed down by its own expiry.
   */
  async get(key: string, render: (context: RenderContext) => Promise<RenderedPage | null>): Promise<CachedPage | null> {
    const [segment, hit] = this.find(key)
    const now = this.now()
    // Stryker disable next-line LogicalOperator: find gives both or neither
    if (segment && hit) {
      if (hit.expires > now) {
        this.touch(key, segment, hit)
        return hit
      }
      if (hit.expires + this.staleMs > now) {
        this.touch(key, segment, hit)
        // A refresh that fails (shed, a render error) leaves the stale page to be served and tried again.
        // Stryker disable next-line ArrowFunction: what the swallowed failure becomes is never read
        if (!this.pending.has(key)) this.start(key, render, true).catch(() => null)
        return hit
      }
      // Too old to serve: gone, so a render that is not stored leaves no stale entry behind.
      this.remove(key, segment)
    }
    return this.pending.get(key) ?? this.start(key, render, false)
  }

  private start(key: string, render: (context: RenderContext) => Promise<RenderedPage | null>, refresh: boolean) {
    const generation = this.generation
    // The render starts on the event loop's next turn. Requests that arrive together are read one
    // after another in a single turn, and a render whose data is in memory runs to its end within
    // the first one's microtasks: started at once, it would be over (and no longer pending) before
    // the second request is even read, and each would render on its own.
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => render({ refresh }))
      .then((page) => {
        const [segment] = this.find(key)
        if (!page) {
          // The page is no longer a page (gone, an error): its stale copy goes too.
          if (segment) this.remove(key, segment)
          return null
        }
        const entry: CachedPage = {
          ...page,
          encoded: {},
          expires: this.now() + this.options.ttlMs,
          bytes: Math.ceil(page.body.byteLength * (1 + COMPRESSED_SHARE)) + ENTRY_OVERHEAD_BYTES,
        }
        // With a TTL of 0 (cache off) the entry only serves the requests that shared this render.
        if (generation === this.generation && this.options.ttlMs > 0)
          this.store(key, entry, page.sitePage ? 'protected' : (segment ?? 'probation'))
        return entry
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, task)
    return task
  }

  private find(key: string): [keyof PageCache['bytesOf'], CachedPage] | [undefined, undefined] {
    const inProtected = this.protected.get(key)
    if (inProtected) return ['protected', inProtected]
    const inProbation = this.probation.get(key)
    // Stryker disable next-line ArrayDeclaration: an empty pair reads as two undefined
    return inProbation ? ['probation', inProbation] : [undefined, undefined]
  }

  /**
   * A page asked for again: promoted from probation, or made the most recently used of its segment.
   * It only moves between segments, so the totals stay within the bounds (no eviction here).
   */
  private touch(key: string, segment: keyof PageCache['bytesOf'], entry: CachedPage) {
    this.remove(key, segment)
    this.put(key, entry, 'protected')
    this.demote()
  }

  private store(key: string, entry: CachedPage, segment: keyof PageCache['bytesOf']) {
    const [current] = this.find(key)
    if (current) this.remove(key, current)
    this.put(key, entry, segment)
    this.demote()
    this.evict()
  }

  /** Pages pushed out of the protected segment get another chance on probation. */
  private demote() {
    while (this.bytesOf.protected > this.maxBytes * PROTECTED_SHARE && this.protected.size > 1) {
      const [oldest, page] = this.protected.entries().next().value!
      this.remove(oldest, 'protected')
      this.put(oldest, page, 'probation')
    }
  }

  private put(key: string, entry: CachedPage, segment: keyof PageCache['bytesOf']) {
    this[segment].set(key, entry)
    this.bytesOf[segment] += entry.bytes
  }

  private remove(key: string, segment: keyof PageCache['bytesOf']) {
    const entry = this[segment].get(key)
    // Stryker disable next-line ConditionalExpression: every caller removes a key it has just found there
    if (!entry) return
    this[segment].delete(key)
    this.bytesOf[segment] -= entry.bytes
  }

  /** Least recently used first, pages on probation before protected ones, until within both bounds. */
  private evict() {
    while (
      // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty cache holds 0 bytes, within any bound
      this.size > 0 &&
      (this.bytes > this.maxBytes || this.size > this.maxEntries)
    ) {
      const segment = this.probation.size > 0 ? 'probation' : 'protected'
      const oldest = this[segment].keys().next().value!
      this.remove(oldest, segment)
    }
  }
}
