/**
 * Keys first seen within the last `windowMs`, at most `max` of them (the oldest go first): what a check against replays
 * remembers. A key seen again does not extend its time: what is remembered is when it first came.
 */
export class RecentKeys {
  private readonly firstSeen = new Map<string, number>()

  /** `onNew` hears each key `check` remembers (to tell other processes), not those `learn` is told. */
  constructor(
    private readonly windowMs: number,
    private readonly max = 10_000,
    private readonly onNew?: (key: string) => void,
  ) {}

  /** Whether `key` came within the window; it is remembered from now when it did not. */
  check(key: string, now: number): 'new' | 'seen' {
    if (this.remember(key, now) === 'seen') return 'seen'
    this.onNew?.(key)
    return 'new'
  }

  /** A key another process saw: remembered as if it had come here. */
  learn(key: string, now: number): void {
    this.remember(key, now)
  }

  private remember(key: string, now: number): 'new' | 'seen' {
    this.forgetBefore(now - this.windowMs)
    if (this.firstSeen.has(key)) return 'seen'
    if (this.firstSeen.size >= this.max) this.firstSeen.delete(this.firstSeen.keys().next().value!)
    this.firstSeen.set(key, now)
    return 'new'
  }

  get size(): number {
    return this.firstSeen.size
  }

  /** Keys are kept in the order they came, so the expired ones are at the front. */
  private forgetBefore(oldest: number) {
    for (const [key, at] of this.firstSeen) {
      if (at >= oldest) break
      this.firstSeen.delete(key)
    }
  }
}
