/**
 * A short-lived, byte-bounded cache of rendered pages (docs/decisions/0028, 0060). Every visitor is anonymous, so a URL
 * renders once per `ttlMs` and its body is compressed once per encoding. The catalogue clears it when the feed changes.
 */
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import { renderLimits } from '#app-config'

export type Encoding = 'br' | 'gzip'

export type RenderedPage = {
  status: number
  headers: Array<[string, string]>
  body: Buffer
  /** One of the site's own pages (a few hundred): goes straight to the protected segment. */
  sitePage?: boolean
  /** Kept no longer than this, and never served stale (the page changes by itself then: a notice ends). */
  maxAgeMs?: number
  renderedAt?: number
}

export type CachedPage = RenderedPage & {
  expires: number
  /** Made on first request per encoding: the promise while it is made, then the Buffer (encodedBody says why). */
  encoded: Partial<Record<Encoding, Promise<Buffer> | Buffer>>
  bytes: number
}

export type PageCacheOptions = {
  /** Most pages kept (a guard; the byte bound is what holds memory). */
  maxEntries?: number
  maxBytes?: number
  ttlMs: number
  /** How long past its expiry a page is still served while it renders again (0: never). */
  staleMs?: number
  now?: () => number
}

/** `refresh`: the page is cached and served stale meanwhile. */
export type RenderContext = { refresh: boolean }

/** Share of the bytes kept for pages asked for more than once; the rest is for pages seen once. */
const PROTECTED_SHARE = 0.8
const ENTRY_OVERHEAD_BYTES = 1024
/** The compressed copies an entry may make later, counted when it is stored so the bound holds. */
const COMPRESSED_SHARE = 0.4

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Far cheaper than higher qualities for a slightly larger body: many pages are compressed once, sent once (decision 0060). */
const BROTLI_QUALITY = 3

/** Up to this, compressed on the event loop: for a page the thread pool's round trip costs more than the work (decision 0060). */
const SYNC_COMPRESSION_LIMIT = 256 * 1024

// Stryker disable ObjectLiteral: the settings trade speed for size; any of them gives a body that decodes the same
const brotliOptions = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
})
const gzipOptions = { level: 6 }
// Stryker restore ObjectLiteral

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> | Buffer {
  if (body.length <= SYNC_COMPRESSION_LIMIT)
    return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body, gzipOptions)
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body)) : gzipAsync(body, gzipOptions)
}

/**
 * The body in `encoding` (plain when null), compressed at most once. The entry keeps the Buffer, not the promise: a
 * promise holds its request's async context, and with it that whole render, unseen by the byte bound.
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

export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  // Stryker disable next-line StringLiteral: a missing header reads as an empty one; any other stand-in names no encoding either
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map((parts) => parts[0]!.trim())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return null
}

/** A segmented LRU: pages asked for once (a crawler's unique URLs) only push out each other, never those asked for again. */
export class PageCache {
  private readonly probation = new Map<string, CachedPage>()
  private readonly protected = new Map<string, CachedPage>()
  private readonly bytesOf = { probation: 0, protected: 0 }
  private readonly pending = new Map<string, Promise<CachedPage | null>>()
  private generation = 0
  private readonly now: () => number
  private readonly maxEntries: number
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
   * The cached page, or `render`'s (null: not cacheable, the caller renders itself). An expired page is still served
   * for `staleMs` while one render replaces it in the background.
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
      if (hit.expires + this.staleMs > now && hit.maxAgeMs === undefined) {
        this.touch(key, segment, hit)
        // A refresh that fails (shed, a render error) leaves the stale page to be served and tried again.
        // Stryker disable next-line ArrowFunction: what the swallowed failure becomes is never read
        if (!this.pending.has(key)) this.start(key, render, true).catch(() => null)
        return hit
      }
      this.remove(key, segment)
    }
    return this.pending.get(key) ?? this.start(key, render, false)
  }

  private start(key: string, render: (context: RenderContext) => Promise<RenderedPage | null>, refresh: boolean) {
    const generation = this.generation
    // On the next turn, so requests read in the same turn share it: a render from memory would end before they are read.
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => render({ refresh }))
      .then((page) => {
        const [segment] = this.find(key)
        if (!page) {
          if (segment) this.remove(key, segment)
          return null
        }
        const entry: CachedPage = {
          ...page,
          encoded: {},
          expires: this.now() + Math.min(this.options.ttlMs, page.maxAgeMs ?? Infinity),
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

  /** Promotes a page asked for again; it only moves between segments, so no eviction here. */
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
