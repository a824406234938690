/**
 * The browser's error reporting (docs/decisions/0043), loaded once the page has loaded and only when the server
 * reports errors: uncaught errors, rejected promises and errors the routes caught go to the site's /api/errors
 * (never to another host), a few per page at most. It stores nothing on the device and reads no form, cookie or query.
 */
import { setErrorHandler } from './capture'
import { reportOf } from './report'

const MAX_PER_PAGE = 5

export function installBrowserReporting(currentRoute: () => string | undefined): void {
  let sent = 0
  const seen = new Set<string>()
  const send = (error: unknown, route = currentRoute()) => {
    const report = reportOf(error, 'browser', { route, path: location.pathname })
    const key = `${report.type} ${report.message}`
    if (sent >= MAX_PER_PAGE || seen.has(key)) return
    sent++
    seen.add(key)
    const body = JSON.stringify(report)
    if (!navigator.sendBeacon?.('/api/errors', new Blob([body], { type: 'application/json' }))) {
      void fetch('/api/errors', { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined)
    }
  }
  setErrorHandler((error, context) => send(error, context.route ?? currentRoute()))
  addEventListener('error', (event) => send(event.error ?? event.message))
  addEventListener('unhandledrejection', (event) => send(event.reason))
}
