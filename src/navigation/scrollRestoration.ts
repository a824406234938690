/**
 * The router's scroll restoration (`createRouter({ scrollRestoration })`), except on the render that hydrates the
 * page. There the router would restore the page's remembered position or, with none, scroll to the top, about a
 * second after the first paint on a mid-range phone: a visitor who had started scrolling meanwhile was thrown back
 * to the top, and a tap on a link they had scrolled to landed on whatever was there instead (measured on the
 * Italian search page at 6x CPU slowdown: 12 taps lost of 20). The page needs no help at that moment: the router's
 * inline script, run while the HTML was read, has already put a reloaded or revisited page where it was (from the
 * router's session cache) and a new one at its top (a reload keeps its place: checked at 1500 px on a phone). Every
 * later navigation is restored or reset as before.
 *
 * One per router: the router calls it after each render it commits in the browser, the first being hydration's.
 */
export function scrollRestorationAfterHydration(): () => boolean {
  let hydrated = false
  return () => {
    if (hydrated) return true
    hydrated = true
    return false
  }
}
