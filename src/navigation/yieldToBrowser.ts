/**
 * Ends the current task so the browser can paint and handle input before the next piece of
 * start-up work (decision 0017). `scheduler.yield()` resumes ahead of other queued tasks where
 * the browser has it; elsewhere a zero-delay timeout ends the task all the same.
 */
type Scheduler = { yield?: () => Promise<void> }

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
