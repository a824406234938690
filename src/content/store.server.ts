/**
 * Stories and articles behind one typed interface, like the product feed (docs/decisions/0024): the
 * Markdown built into the site (the default) or WordPress's REST API (`WORDPRESS_URL`). The store
 * keeps the last snapshot in memory: fresh for the TTL, then served while one read runs; when the
 * source fails, the last good snapshot keeps being served. A change (WordPress's notification, or
 * another process saying so) makes it read again with a read that starts after the change: it
 * never joins a read that was already running, which may have missed the edit.
 */
import type { Locale } from '#app-config'
import type { Post, PostKind } from './types'
import { log as logger } from '#src/server/log.server.ts'

export type MovedSlug = { kind: PostKind; locale: Locale; from: string; to: string }
export type SourceImage = { src: string; version?: string }

/** Everything the site shows of the stories and articles, at one moment. */
export type ContentSnapshot = {
  /** Published posts of every kind and language, newest first. */
  posts: Post[]
  /** Slugs that changed: the old URL answers 301 to the new one. */
  moved: MovedSlug[]
  /** Every photo the posts show (covers and text) on the source's origin: the image service serves only these. */
  images: SourceImage[]
}

export interface ContentSource {
  readonly name: 'markdown' | 'wordpress'
  /** WordPress's origin: the only place post photos may come from. */
  readonly origin?: string
  /** Every published post (throws when the source cannot be read). */
  load(): Promise<ContentSnapshot>
  /** Whether the source answers now (health). */
  ping(): Promise<boolean>
}

export type ContentHealth = {
  source: ContentSource['name']
  /** When the last read succeeded and failed (ms since the epoch), and why it failed. */
  lastReadAt?: number
  lastFailureAt?: number
  lastFailure?: string
}

const PREVIEW_IMAGE_TTL_MS = 24 * 60 * 60_000

const EMPTY: ContentSnapshot = { posts: [], moved: [], images: [] }

export class ContentStore {
  private snapshot: { data: ContentSnapshot; fetchedAt: number } | undefined
  private reading: Promise<void> | undefined
  /** Changes announced so far, and how many of them the last finished read started after. */
  private changes = 0
  private covered = 0
  private readonly listeners = new Set<() => void>()
  private health: ContentHealth
  private readonly previewImages = new Map<string, { image: SourceImage; at: number }>()

  constructor(
    readonly source: ContentSource,
    private readonly ttlMs: number,
    private readonly log: (message: string) => void = (m) => logger().warn({ module: 'content' }, m),
    private readonly now: () => number = Date.now,
  ) {
    this.health = { source: source.name }
  }

  /** The current snapshot: fresh, or stale while a read runs, or the last good one (empty before any). */
  async current(): Promise<ContentSnapshot> {
    const snapshot = this.snapshot
    if (snapshot && this.now() - snapshot.fetchedAt < this.ttlMs) return snapshot.data
    const reading = this.reading ?? this.startRead()
    if (snapshot) return snapshot.data
    await reading
    return this.snapshot?.data ?? EMPTY
  }

  /**
   * The source changed: resolves once a read that began after this call has finished. Calls made
   * while a read runs wait for it and share the one read after it (a burst costs one more read).
   */
  async refreshAfterChange(): Promise<void> {
    const ticket = ++this.changes
    while (this.covered < ticket) await (this.reading ?? this.startRead())
  }

  /** Called whenever a read brings a different snapshot (page caches listen). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Photos a preview showed: servable for a day though unpublished (the editor is looking at them). */
  rememberImages(images: SourceImage[]): void {
    for (const image of images) this.previewImages.set(`${image.src}\n${image.version ?? ''}`, { image, at: this.now() })
    for (const [key, entry] of this.previewImages) if (this.now() - entry.at > PREVIEW_IMAGE_TTL_MS) this.previewImages.delete(key)
  }

  /** Every photo the image service may serve for content: the published posts' and recent previews'. */
  async images(): Promise<SourceImage[]> {
    return [...(await this.current()).images, ...[...this.previewImages.values()].map((e) => e.image)]
  }

  status(): ContentHealth {
    return { ...this.health }
  }

  private startRead(): Promise<void> {
    const startedWith = this.changes
    const task = this.read().finally(() => {
      this.covered = Math.max(this.covered, startedWith)
      this.reading = undefined
    })
    this.reading = task
    return task
  }

  private async read(): Promise<void> {
    const previous = this.snapshot
    try {
      const data = await this.source.load()
      this.health = { ...this.health, lastReadAt: this.now() }
      const changed = !previous || JSON.stringify(previous.data) !== JSON.stringify(data)
      this.snapshot = { data: changed || !previous ? data : previous.data, fetchedAt: this.now() }
      if (changed && previous) for (const listener of this.listeners) listener()
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      this.health = { ...this.health, lastFailureAt: this.now(), lastFailure: reason }
      this.log(`${this.source.name} could not be read (${reason}); ${previous ? 'serving the last good copy' : 'nothing to serve yet'}`)
      // Try again after a short pause rather than on every request.
      if (previous) this.snapshot = { ...previous, fetchedAt: this.now() - this.ttlMs + Math.min(this.ttlMs, 15_000) }
    }
  }

  /** Reads once at start-up, so the first visitor does not wait for WordPress. */
  warm(): Promise<unknown> {
    return this.current()
  }
}
