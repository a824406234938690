/** The browser's error reports (docs/decisions/0051): to the site's /api/errors only, a few a page, nothing stored. */
import { MAX_REPORTS_PER_PAGE, reportOf } from './report'
let sent = 0
const seen = new Set<string>()

export function sendReport(error: unknown, route: string | undefined): void {
  const report = reportOf(error, 'browser', { route, path: location.pathname })
  const key = `${report.type} ${report.message}`
  if (sent >= MAX_REPORTS_PER_PAGE || seen.has(key)) return
  sent++
  seen.add(key)
  const body = JSON.stringify(report)
  if (!navigator.sendBeacon?.('/api/errors', new Blob([body], { type: 'application/json' }))) {
    void fetch('/api/errors', { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(
      () => undefined,
    )
  }
}
