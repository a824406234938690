/**
 * Stories and articles behind one typed interface (decision 0024): the built-in Markdown or WordPress. It serves
 * the last snapshot: fresh for the TTL, stale while a read runs, the last good one when the source fails. A change
 * is read by a read that starts after it (a running one may have missed the edit), of only the posts it names.
 */
import type { Locale } from '#app-config'
import type { Post, PostKind } from './types'
import type { PagesSnapshot } from './pages/types'
import { log as logger } from '#src/platform/log.server.ts'

/** What a change names: a post of a kind, or a page or notice (decision 0069: read again with all pages and notices). */
export const changedKinds = ['story', 'article', 'page', 'notice'] as const satisfies ReadonlyArray<PostKind | 'page' | 'notice'>
export type ChangedKind = (typeof changedKinds)[number]
export type ChangedPost = { kind: ChangedKind; id: number; locale?: Locale }

export type MovedSlug = { kind: PostKind; locale: Locale; from: string; to: string }
export type SourceImage = { src: string; version?: string }

export type ContentChange = { before: ContentSnapshot; after: ContentSnapshot }

export type ContentSnapshot = {
  /** Published posts of every kind and language, newest first. */
  posts: Post[]
  /** Slugs that changed: the old URL answers 301 to the new one. */
  moved: MovedSlug[]
  /** Every photo the posts show (covers and text) on the source's origin: the image service serves only these. */
  images: SourceImage[]
  /** Pages, notices and their moved slugs (decision 0069); absent: the embedded documents (the Markdown source). */
  pages?: PagesSnapshot
}

export interface ContentSource {
  readonly name: 'markdown' | 'wordpress'
  /** WordPress's origin: the only place post photos may come from. */
  readonly origin?: string
  /** Every published post (throws when the source cannot be read). */
  load(): Promise<ContentSnapshot>
  /** The last snapshot with only these posts read again (gone when no longer published); without it a change reads everything. */
  loadChanged?(posts: readonly ChangedPost[]): Promise<ContentSnapshot>
  ping(): Promise<boolean>
}

export type ContentHealth = {
  source: ContentSource['name']
  lastReadAt?: number
  lastFailureAt?: number
  lastFailure?: string
}

/** What a finished read reports (the server logs it: where an edit's seconds go). */
export type ReadReport = {
  /** Why it ran: a change was announced, or the snapshot was due (TTL, polling, first read). */
  cause: 'change' | 'due'
  scope: 'posts' | 'everything'
  posts: number
  ms: number
  changed: boolean
  failed?: string
}

const PREVIEW_IMAGE_TTL_MS = 24 * 60 * 60_000

const EMPTY: ContentSnapshot = { posts: [], moved: [], images: [] }

export type ContentStoreOptions = {
  /** How long a whole read stays fresh (the polling period too). */
  ttlMs: number
  warn?: (message: string) => void
  onRead?: (report: ReadReport) => void
  now?: () => number
}

export class ContentStore {
  /** The snapshot, and when its last whole read finished (reads of changed posts keep that time: the poll still comes). */
  private snapshot: { data: ContentSnapshot; fetchedAt: number } | undefined
  private reading: Promise<void> | undefined
  /** Changes announced so far, and how many of them the last finished read started after. */
  private changes = 0
  private covered = 0
  /** What the next read must cover: the posts named by changes since the last read began, or everything. */
  private pending: Map<string, ChangedPost> | 'everything' = new Map()
  private readonly listeners = new Set<(change: ContentChange) => void>()
  private health: ContentHealth
  private readonly previewImages = new Map<string, { image: SourceImage; at: number }>()
  private readonly ttlMs: number
  private readonly warn: (message: string) => void
  private readonly onRead: (report: ReadReport) => void
  private readonly now: () => number

  constructor(
    readonly source: ContentSource,
    options: ContentStoreOptions,
  ) {
    this.ttlMs = options.ttlMs
    this.warn = options.warn ?? ((m) => logger().warn({ module: 'content' }, m))
    this.onRead = options.onRead ?? (() => {})
    this.now = options.now ?? Date.now
    this.health = { source: source.name }
  }

  /** The current snapshot: fresh, or stale while a read runs, or the last good one (empty before any). */
  async current(): Promise<ContentSnapshot> {
    const snapshot = this.snapshot
    if (snapshot && this.now() - snapshot.fetchedAt < this.ttlMs) return snapshot.data
    const reading = this.reading ?? this.startRead(true)
    if (snapshot) return snapshot.data
    await reading
    return this.snapshot?.data ?? EMPTY
  }

  /**
   * The source changed (these posts, or anything): resolves once a read begun after this call has finished.
   * Calls made while a read runs share the one read after it.
   */
  async refreshAfterChange(posts?: readonly ChangedPost[]): Promise<void> {
    if (!posts || this.pending === 'everything') this.pending = 'everything'
    else for (const post of posts) this.pending.set(`${post.kind}:${post.id}`, post)
    const ticket = ++this.changes
    while (this.covered < ticket) await (this.reading ?? this.startRead(false))
  }

  /** Called whenever a read brings a different snapshot (page caches and the CDN purges listen). */
  onChange(listener: (change: ContentChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Photos a preview showed: servable for a day though unpublished (the editor is looking at them). */
  rememberImages(images: SourceImage[]): void {
    for (const image of images) this.previewImages.set(`${image.src}\n${image.version ?? ''}`, { image, at: this.now() })
    for (const [key, entry] of this.previewImages) if (this.now() - entry.at > PREVIEW_IMAGE_TTL_MS) this.previewImages.delete(key)
  }

  async images(): Promise<SourceImage[]> {
    return [...(await this.current()).images, ...[...this.previewImages.values()].map((e) => e.image)]
  }

  /** The snapshot held now, if any, without reading (health checks must not wait for WordPress). */
  peek(): ContentSnapshot | undefined {
    return this.snapshot?.data
  }

  status(): ContentHealth {
    return { ...this.health }
  }

  private startRead(whole: boolean): Promise<void> {
    const startedWith = this.changes
    const pending = this.pending
    this.pending = new Map()
    const posts = !whole && pending !== 'everything' && this.snapshot && this.source.loadChanged ? [...pending.values()] : undefined
    const task = this.read(posts, whole ? 'due' : 'change').finally(() => {
      this.covered = Math.max(this.covered, startedWith)
      this.reading = undefined
    })
    this.reading = task
    return task
  }

  private async read(posts: readonly ChangedPost[] | undefined, cause: ReadReport['cause']): Promise<void> {
    const previous = this.snapshot
    const started = this.now()
    const scope = posts ? 'posts' : 'everything'
    try {
      const data = posts ? await this.source.loadChanged!(posts) : await this.source.load()
      this.health = { ...this.health, lastReadAt: this.now() }
      const changed = !previous || JSON.stringify(previous.data) !== JSON.stringify(data)
      this.snapshot = { data: changed || !previous ? data : previous.data, fetchedAt: posts && previous ? previous.fetchedAt : this.now() }
      if (changed && previous) for (const listener of this.listeners) listener({ before: previous.data, after: data })
      this.onRead({ cause, scope, posts: posts?.length ?? data.posts.length, ms: this.now() - started, changed: changed && !!previous })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      this.health = { ...this.health, lastFailureAt: this.now(), lastFailure: reason }
      this.warn(`${this.source.name} could not be read (${reason}); ${previous ? 'serving the last good copy' : 'nothing to serve yet'}`)
      this.onRead({ cause, scope, posts: posts?.length ?? 0, ms: this.now() - started, changed: false, failed: reason })
      // Try again, a whole read, after a short pause rather than on every request.
      if (previous) this.snapshot = { ...previous, fetchedAt: this.now() - this.ttlMs + Math.min(this.ttlMs, 15_000) }
    }
  }

  /** Reads once at start-up, so the first visitor does not wait for WordPress. */
  warm(): Promise<unknown> {
    return this.current()
  }
}
