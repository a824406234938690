import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { timing } from '#app-config'

/** Scroll reveal (docs/specification.md §5) of `data-reveal` elements. Those already on screen are never hidden (no
 * flash, no delayed LCP), nothing is hidden without JavaScript, and `prefers-reduced-motion` animates nothing. */
export function useScrollReveal(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => {
    if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const reveal = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-reveal', 'shown')
          reveal.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    // An observer's first report says where each item is, from the next frame's layout: asking each for its box
    // would force one layout per item.
    const firstSight = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        firstSight.unobserve(entry.target)
        if (entry.isIntersecting) {
          entry.target.setAttribute('data-reveal', 'shown')
        } else {
          entry.target.setAttribute('data-reveal', 'waiting')
          reveal.observe(entry.target)
        }
      }
    })
    const select = () => {
      for (const el of document.querySelectorAll('[data-reveal=""], [data-reveal="true"]')) {
        // Marked as seen at once, so that the re-selection does not observe it twice.
        el.setAttribute('data-reveal', 'pending')
        firstSight.observe(el)
      }
    }
    select()
    const timer = window.setTimeout(select, timing.scrollItemReselectDelayMs)
    return () => {
      window.clearTimeout(timer)
      firstSight.disconnect()
      reveal.disconnect()
      // Anything still waiting when the page changes is shown rather than left invisible.
      for (const el of document.querySelectorAll('[data-reveal="waiting"], [data-reveal="pending"]'))
        el.setAttribute('data-reveal', 'shown')
    }
  }, [pathname])
}
