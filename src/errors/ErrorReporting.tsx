import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * Loads the browser's error reporting once the page has loaded, when the server reports errors (docs/decisions/0043):
 * nothing of it is in the page's first load. It stores nothing on the device, so it needs no consent.
 */
export function ErrorReporting({ enabled }: { enabled: boolean }) {
  const router = useRouter()
  useEffect(() => {
    if (!enabled) return
    const start = () =>
      void import('./browser').then(({ installBrowserReporting }) => installBrowserReporting(() => router.state.matches.at(-1)?.routeId))
    if (document.readyState === 'complete') start()
    else addEventListener('load', start, { once: true })
    return () => removeEventListener('load', start)
  }, [enabled, router])
  return null
}
