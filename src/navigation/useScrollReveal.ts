import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { timing } from '#app-config'

/**
 * Scroll-reveal (SPEC section 2): elements marked `data-reveal` fade in as they scroll into view.
 * Items are re-selected 500 ms after each route change. Elements already on screen are never
 * hidden (no flash, no delayed LCP), nothing is hidden without JavaScript, and with
 * `prefers-reduced-motion` nothing animates.
 */
export function useScrollReveal(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => {
    if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-reveal', 'shown')
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    const select = () => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-reveal=""], [data-reveal="true"]')) {
        const box = el.getBoundingClientRect()
        if (box.top < window.innerHeight && box.bottom > 0) {
          el.setAttribute('data-reveal', 'shown')
          continue
        }
        el.setAttribute('data-reveal', 'waiting')
        observer.observe(el)
      }
    }
    select()
    const timer = window.setTimeout(select, timing.scrollItemReselectDelayMs)
    return () => {
      window.clearTimeout(timer)
      observer.disconnect()
      // Anything still waiting when the page changes is shown rather than left invisible.
      for (const el of document.querySelectorAll('[data-reveal="waiting"]')) el.setAttribute('data-reveal', 'shown')
    }
  }, [pathname])
}
