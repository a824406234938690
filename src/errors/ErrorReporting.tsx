import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { setErrorHandler } from './capture'

/** Reports the page's errors when the server does (docs/decisions/0051); the sender loads with the first one. */
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
