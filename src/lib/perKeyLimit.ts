/**
 * At most `max` takes per key (a visitor's address) in each window of `windowMs`, counted from the key's first take;
 * at most `maxKeys` keys remembered (the oldest windows go first), so a crowd of addresses cannot grow it without end.
 */
export class PerKeyLimit {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  take(key: string, now: number): boolean {
    let window = this.windows.get(key)
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(key)
      if (this.windows.size >= this.maxKeys) this.forget(now)
      window = { start: now, count: 0 }
      this.windows.set(key, window)
    }
    if (window.count >= this.max) return false
    window.count++
    return true
  }

  /** Windows are kept in the order they started: expired ones first, then the oldest. */
  private forget(now: number) {
    for (const [key, { start }] of this.windows) {
      if (now - start < this.windowMs && this.windows.size < this.maxKeys) break
      this.windows.delete(key)
    }
  }
}
