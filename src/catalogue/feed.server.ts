/** The one module that talks to the store API (WooCommerce when `WOOCOMMERCE_URL` is set, else the embedded
 * catalogue). Per locale it serves the stale feed while one refresh runs, and the last good one when the store fails. */
import { setTimeout as sleep } from 'node:timers/promises'
import { catalogue, defaultLocale, localeCodes, storeApi, type Locale } from '#app-config'
import { readCapped } from '#src/lib/readCapped.server.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { log } from '#src/platform/log.server.ts'
import { untranslated } from './fallbacks'
import { mapWooFeed } from './woocommerce.server'
import type { Product } from './product'
import embeddedDe from './embedded/products.de.json'
import embeddedEn from './embedded/products.en.json'
import embeddedIt from './embedded/products.it.json'

export interface ProductSource {
  readonly name: 'woocommerce' | 'embedded'
  /** The store's origin: the only place product photos may come from (the image service reads it). */
  readonly origin?: string
  /** The raw WooCommerce products of a locale (throws when the store cannot be read). */
  fetchRaw(locale: Locale): Promise<unknown[]>
}

/** The embedded catalogue in each language that has one; a language without one shows the default language's products
 * (the honest fallback, docs/decisions/0066). */
const embedded: Partial<Record<Locale, unknown[]>> = { en: embeddedEn, it: embeddedIt, de: embeddedDe }

const embeddedSource: ProductSource = {
  name: 'embedded',
  fetchRaw: async (locale) => embedded[locale] ?? [],
}

/** Upper bound of pages followed, whatever `X-WP-TotalPages` says (100 products a page). */
const MAX_PAGES = 50

function wooCommerceSource(store: { url: string; consumerKey: string; consumerSecret: string }): ProductSource {
  const authorization = 'Basic ' + Buffer.from(`${store.consumerKey}:${store.consumerSecret}`).toString('base64')
  async function fetchPage(locale: Locale, page: number) {
    const url = new URL(`${store.url}/wp-json/wc/v3/products`)
    url.search = new URLSearchParams({
      per_page: String(storeApi.pageSize),
      lang: locale,
      status: storeApi.productStatus,
      order: storeApi.order,
      meta: 'true',
      page: String(page),
    }).toString()
    const response = await fetch(url, {
      headers: { Authorization: authorization, Accept: 'application/json' },
      signal: AbortSignal.timeout(storeApi.upstreamTimeoutMs),
    })
    const bytes = await readCapped(response.body, storeApi.maxResponseBytes)
    if (!bytes) throw new Error(`store sent more than ${storeApi.maxResponseBytes / 1024 / 1024} MB for page ${page}`)
    const body = bytes.toString('utf8')
    if (!response.ok) {
      // WooCommerce errors are `{ code, message, data: { status } }`: keep the code, never the request.
      const code = /"code"\s*:\s*"([^"]{1,80})"/.exec(body)?.[1] ?? 'unknown'
      throw new Error(`store answered ${response.status} (${code}) for page ${page}`)
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() || 'no type'
      throw new Error(`store sent invalid JSON (${type}, ${bytes.byteLength} bytes) for page ${page}`)
    }
    if (!Array.isArray(json)) throw new Error(`store sent ${typeof json} instead of a product list for page ${page}`)
    const totalPages = Number(response.headers.get('X-WP-TotalPages') ?? '1')
    return { products: json as unknown[], totalPages: Number.isInteger(totalPages) && totalPages > 0 ? totalPages : 1 }
  }
  return {
    name: 'woocommerce',
    origin: new URL(store.url).origin,
    async fetchRaw(locale) {
      const first = await fetchPage(locale, 1)
      const products = [...first.products]
      for (let page = 2; page <= Math.min(first.totalPages, MAX_PAGES); page++) {
        products.push(...(await fetchPage(locale, page)).products)
      }
      return products
    },
  }
}

/** `fetchedAt` drives the refresh (moved on a failure to retry soon); `readAt` is when the store was last read. */
type Entry = { products: Product[]; fetchedAt: number; readAt: number; version: number }

/** How a locale's feed is doing, for /api/health: when it was last read, and the last failure since. */
export type FeedStatus = { products: number; readAt: number | null; failure: { reason: string; at: number } | null }

export type FeedChange = { before: readonly Product[] | undefined; after: readonly Product[] }

const catalogueLog = () => log().child({ module: 'catalogue' })

export class ProductFeed {
  private entries = new Map<Locale, Entry>()
  private inflight = new Map<Locale, Promise<Entry | undefined>>()
  private listeners = new Set<(locale: Locale, change: FeedChange) => void>()
  private failures = new Map<Locale, { reason: string; at: number }>()
  /** Reads asked for while a read of the locale was under way: they start when it ends. */
  private nextRead = new Map<Locale, Promise<Entry | undefined>>()
  private currentRun: { done: Promise<void>; began: number } | undefined
  private queuedRun: Promise<void> | undefined

  constructor(
    readonly source: ProductSource,
    private readonly ttlMs: number = catalogue.cacheTtlMs,
    private readonly log: (message: string) => void = (m) => catalogueLog().warn(m),
    private readonly now: () => number = Date.now,
    private readonly refreshSpacingMs: number = storeApi.refreshSpacingMs,
  ) {}

  async products(locale: Locale): Promise<Product[]> {
    const entry = this.entries.get(locale)
    if (entry && this.now() - entry.fetchedAt < this.ttlMs) return entry.products
    const refresh = this.refresh(locale)
    if (entry) return entry.products
    return (await refresh)?.products ?? []
  }

  /** What a language's pages show: its own products, then the default language's that have no version in it (each
   * keeps its `locale`: pages mark its text as that language's). */
  async shown(locale: Locale): Promise<Product[]> {
    const own = await this.products(locale)
    if (locale === defaultLocale) return own
    const originals = await this.products(defaultLocale)
    // The same list while neither feed changes: the search index is built once per list.
    const last = this.shownLists.get(locale)
    if (last?.own === own && last.originals === originals) return last.shown
    const shown = [...own, ...untranslated(originals, own, locale, defaultLocale)]
    this.shownLists.set(locale, { own, originals, shown })
    return shown
  }
  private shownLists = new Map<Locale, { own: Product[]; originals: Product[]; shown: Product[] }>()

  /** The version of `product` a language's pages show: its translation, or the product itself where it has none. */
  async versionIn(product: Product, locale: Locale): Promise<Product | undefined> {
    if (product.locale === locale) return product
    const shown = await this.shown(locale)
    const slug = (await productAlternates(product))[locale]
    return shown.find((p) =>
      slug !== undefined ? p.slug === slug && p.locale === locale : p.id === product.id && p.locale === product.locale,
    )
  }

  /** Called with the locale whenever a refresh brings a different feed (page caches and the CDN purges listen). */
  onChange(listener: (locale: Locale, change: FeedChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Reads every locale again after the call, whatever the TTL. Calls during a run share one more run, at least
   * `refreshSpacingMs` after the last began: a bulk edit's hundreds of webhooks read the store a few times. */
  refreshAll(): Promise<void> {
    // A run that has not started yet will read after this call: join it.
    if (this.queuedRun) return this.queuedRun
    const previous = this.currentRun
    if (!previous) return this.startRun()
    const queued = previous.done
      .then(() => sleep(Math.max(0, previous.began + this.refreshSpacingMs - this.now())))
      .then(() => {
        // From here on a new call cannot join this run (its reads are about to start): it queues another.
        this.queuedRun = undefined
        return this.startRun()
      })
    this.queuedRun = queued
    return queued
  }

  private startRun(): Promise<void> {
    const began = this.now()
    const done: Promise<void> = Promise.all(localeCodes.map((locale) => this.reload(locale)))
      .then(() => undefined)
      .finally(() => {
        if (this.currentRun?.done === done) this.currentRun = undefined
      })
    this.currentRun = { done, began }
    return done
  }

  /** Reloads a locale now, sharing a read already under way (a TTL refresh): at most one upstream call per locale at a time. */
  refresh(locale: Locale): Promise<Entry | undefined> {
    const running = this.inflight.get(locale)
    if (running) return running
    const task = this.load(locale).finally(() => this.inflight.delete(locale))
    this.inflight.set(locale, task)
    return task
  }

  /** Reads a locale with a read that starts now or later, never one under way (it may predate the change that asks);
   * calls during a read share the one after it. */
  reload(locale: Locale): Promise<Entry | undefined> {
    const running = this.inflight.get(locale)
    if (!running) return this.refresh(locale)
    let next = this.nextRead.get(locale)
    if (!next) {
      next = running.then(() => {
        this.nextRead.delete(locale)
        return this.refresh(locale)
      })
      this.nextRead.set(locale, next)
    }
    return next
  }

  private async load(locale: Locale): Promise<Entry | undefined> {
    const previous = this.entries.get(locale)
    try {
      const raw = await this.source.fetchRaw(locale)
      const products = mapWooFeed(raw, locale, (m) => this.log(`${locale}: ${m}`), { storeOrigin: this.source.origin })
      const changed = !previous || JSON.stringify(previous.products) !== JSON.stringify(products)
      const entry = { products, fetchedAt: this.now(), readAt: this.now(), version: (previous?.version ?? 0) + (changed ? 1 : 0) }
      this.entries.set(locale, entry)
      this.failures.delete(locale)
      if (changed) for (const listener of this.listeners) listener(locale, { before: previous?.products, after: products })
      return entry
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      this.failures.set(locale, { reason, at: this.now() })
      this.log(
        `${locale}: ${this.source.name} feed failed (${reason}); ${previous ? 'serving the last good feed' : 'no feed to serve yet'}`,
      )
      if (previous) {
        // Try again after a short pause rather than on every request.
        this.entries.set(locale, { ...previous, fetchedAt: this.now() - this.ttlMs + Math.min(this.ttlMs, 30_000) })
      }
      return previous
    }
  }

  status(): Record<Locale, FeedStatus> {
    return Object.fromEntries(
      localeCodes.map((locale) => {
        const entry = this.entries.get(locale)
        return [
          locale,
          { products: entry?.products.length ?? 0, readAt: entry ? entry.readAt : null, failure: this.failures.get(locale) ?? null },
        ]
      }),
    ) as Record<Locale, FeedStatus>
  }

  /** Loads every locale once (at start-up), so the first visitor does not wait for the store. */
  warm(): Promise<unknown> {
    return Promise.all(localeCodes.map((l) => this.products(l)))
  }
}

let feed: ProductFeed | undefined

export function productFeed(): ProductFeed {
  if (!feed) {
    const env = loadEnv()
    feed = new ProductFeed(env.woocommerce ? wooCommerceSource(env.woocommerce) : embeddedSource, env.catalogueCacheMs)
  }
  return feed
}

/** The product a language's page shows at `slug`: its own, or the default language's when it has none (a fallback). */
export async function findProduct(locale: Locale, slug: string): Promise<Product | undefined> {
  return (await productFeed().shown(locale)).find((p) => p.slug === slug)
}

/** The product's slug in every language: WPML translation ids, else the same slug. */
export async function productAlternates(product: Product): Promise<Partial<Record<Locale, string>>> {
  const alternates: Partial<Record<Locale, string>> = { [product.locale]: product.slug }
  for (const locale of localeCodes) {
    if (locale === product.locale) continue
    const others = await productFeed().products(locale)
    const id = product.translations[locale]
    const match = id !== undefined ? others.find((p) => p.id === id) : others.find((p) => p.slug === product.slug)
    if (match) alternates[locale] = match.slug
  }
  return alternates
}
