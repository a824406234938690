import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { setErrorHandler } from './capture'

/**
 * When the server reports errors (docs/decisions/0043), the page's uncaught errors, rejected promises and the errors
 * its routes caught are reported; the code that sends them loads with the first one, so a page without an error loads
 * nothing more. It stores nothing on the device, so it needs no consent.
 */
export function ErrorReporting({ enabled }: { enabled: boolean }) {
  const router = useRouter()
  useEffect(() => {
    if (!enabled) return
    const report = (error: unknown, route: string | undefined = router.state.matches.at(-1)?.routeId) =>
      void import('./browser').then(({ sendReport }) => sendReport(error, route))
    const onError = (event: ErrorEvent) => report(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => report(event.reason)
    setErrorHandler((error, context) => report(error, context.route))
    addEventListener('error', onError)
    addEventListener('unhandledrejection', onRejection)
    return () => {
      setErrorHandler(undefined)
      removeEventListener('error', onError)
      removeEventListener('unhandledrejection', onRejection)
    }
  }, [enabled, router])
  return null
}
