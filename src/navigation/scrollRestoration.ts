/** The router's scroll restoration, except on the hydrating render: there it would throw a visitor who had started
 * scrolling back to the top, and their tap would land elsewhere. The router's inline script has already placed the
 * page by then. One per router (it is called after each render the router commits, hydration's first). */
export function scrollRestorationAfterHydration(): () => boolean {
  let hydrated = false
  return () => {
    if (hydrated) return true
    hydrated = true
    return false
  }
}
