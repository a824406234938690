/** Link prefetching (docs/specification.md §5): never on 2g, save-data or offline connections; else on intent and,
 * for links that ask for it, in idle time once they scroll into view. */
import { timing } from '#app-config'

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

export function canPrefetch(): boolean {
  if (typeof navigator === 'undefined') return true
  if (!navigator.onLine) return false
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  if (!connection) return true
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g')
}

const scheduled = new WeakSet<Element>()
let observer: IntersectionObserver | undefined
const callbacks = new WeakMap<Element, () => void>()

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(task, { timeout: timing.linkPrefetchIdleTimeoutMs })
  } else {
    setTimeout(task, 1)
  }
}

export function prefetchInViewport(element: Element, prefetch: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || scheduled.has(element) || !canPrefetch()) {
    return () => {}
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      const callback = callbacks.get(entry.target)
      observer?.unobserve(entry.target)
      scheduled.add(entry.target)
      if (callback && canPrefetch()) whenIdle(callback)
    }
  })
  callbacks.set(element, prefetch)
  observer.observe(element)
  return () => observer?.unobserve(element)
}
