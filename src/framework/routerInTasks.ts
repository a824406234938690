/**
 * Workaround: the router is built, and the first route matched, in browser tasks of their own (decision 0017;
 * upgrade checklist: decision 0021).
 *
 * Relies on: Start's browser entry (`hydrateStart` in @tanstack/start-client-core) awaiting `getRouter()`, so that
 * `getRouter` may return a promise and the work after it (Start's `hydrate()`, the route matching) starts in a
 * later task. Canary: `canaries.test.ts` ("Start awaits getRouter").
 *
 * On a phone the router's construction and the matching were each a few tens of milliseconds, and together with
 * React's first render they made one long task. Ending the task in between lets the browser paint and answer a
 * tap. On the server nothing yields.
 */
type Scheduler = { yield?: () => Promise<void> }

/**
 * Ends the current task. `scheduler.yield()` resumes ahead of other queued tasks where the browser has it;
 * elsewhere a zero-delay timeout ends the task all the same.
 */
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
