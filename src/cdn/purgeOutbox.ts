/**
 * The tags a process has handed to the purging process and not yet heard sent (decision 0065). The purging role changes
 * hands (slot 1 restarting, the database lock taken over): a message nobody took is sent again after `handOverMs`, one
 * that the previous owner took is sent again once another owner speaks or the owner has been silent too long. A message
 * older than `maxAgeMs` is dropped: the pages it would purge have expired by then.
 */
export type OutboxMessage = { id: string; tags: readonly string[]; cause: string }

type Entry = OutboxMessage & { createdAt: number; sentAt: number; heldBy: string | null }

export type OutboxOptions = { handOverMs: number; ownerSilentMs: number; maxAgeMs: number; now?: () => number }

export class PurgeOutbox {
  private readonly entries = new Map<string, Entry>()
  private owner: { id: string; heardAt: number } | null = null
  private readonly now: () => number
  private count = 0

  constructor(
    private readonly sender: string,
    private readonly options: OutboxOptions,
  ) {
    this.now = options.now ?? Date.now
  }

  get size(): number {
    return this.entries.size
  }

  /** A new message, to publish at once. */
  add(tags: readonly string[], cause: string): OutboxMessage {
    const now = this.now()
    const entry: Entry = { id: `${this.sender}:${++this.count}`, tags, cause, createdAt: now, sentAt: now, heldBy: null }
    this.entries.set(entry.id, entry)
    return { id: entry.id, tags, cause }
  }

  /** The purging process `owner` has the messages in its queues. */
  held(ids: readonly string[], owner: string): void {
    for (const id of ids) {
      const entry = this.entries.get(id)
      if (entry) entry.heldBy = owner
    }
  }

  /** Every CDN has been sent these messages' tags (or refused them for good). */
  done(ids: readonly string[]): void {
    for (const id of ids) this.entries.delete(id)
  }

  /** The purging process said it is there. */
  heardOwner(owner: string): void {
    this.owner = { id: owner, heardAt: this.now() }
  }

  /** The messages to publish again now. */
  due(): OutboxMessage[] {
    const now = this.now()
    const ownerSpeaks = this.owner !== null && now - this.owner.heardAt <= this.options.ownerSilentMs
    const due: OutboxMessage[] = []
    for (const entry of this.entries.values()) {
      if (now - entry.createdAt > this.options.maxAgeMs) {
        this.entries.delete(entry.id)
        continue
      }
      if (entry.heldBy !== null && ownerSpeaks && entry.heldBy === this.owner!.id) continue
      if (entry.heldBy === null && now - entry.sentAt < this.options.handOverMs) continue
      entry.heldBy = null
      entry.sentAt = now
      due.push({ id: entry.id, tags: entry.tags, cause: entry.cause })
    }
    return due
  }

  /** Every message, emptying the outbox (this process now purges them itself). */
  take(): OutboxMessage[] {
    const all = [...this.entries.values()].map(({ id, tags, cause }) => ({ id, tags, cause }))
    this.entries.clear()
    return all
  }
}
