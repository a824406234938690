/**
 * Workaround (decision 0044): in the browser the router is built, and the first route matched, in tasks of their
 * own, so a phone can paint and answer a tap in between. Relies on Start's `hydrateStart` awaiting `getRouter()`.
 * Worth: TBT 395/278 ms with it, 433/574 ms without, home/contact (bench/README.md).
 * Canaries: `canaries.test.ts` "Start awaits getRouter"; `routerInTasks.test.ts`.
 * Upstream report it would need: "Start: yield to the main thread between `getRouter()` and route matching".
 */
type Scheduler = { yield?: () => Promise<void> }

/** Ends the current task (`scheduler.yield()` resumes ahead of other queued tasks where the browser has it). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** `build()` in a task of its own, and what comes after it in the next one (in the browser; at once elsewhere). */
export async function inTaskOfItsOwn<T>(build: () => T, inBrowser: boolean): Promise<T> {
  if (!inBrowser) return build()
  await yieldToBrowser()
  const built = build()
  await yieldToBrowser()
  return built
}
