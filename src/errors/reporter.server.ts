/** To `SENTRY_DSN` (docs/decisions/0051, 0068), after the answer: the same error once a minute, a budget a minute in
 * all of which the browser's reports may take only their share, so a storm of them never hides the server's own. */
import { randomUUID } from 'node:crypto'
import { loadEnv } from '#src/platform/env.server.ts'
import { onShutdown } from '#src/platform/lifecycle.server.ts'
import { log, onErrorLogged } from '#src/platform/log.server.ts'
import { captureError, setErrorHandler } from './capture'
import { authHeader, envelopeOf, parseDsn, type Dsn } from './envelope'
import { MAX_REPORTS_PER_PAGE, reportOf, type ErrorReport } from './report'

/** Per process and minute: reports in all, of which from browsers (the rest is the server's reserve), and from one
 * address, one page's worth (browser reports only; checked where they come in, src/errors/browserReports.server.ts). */
export const ERROR_REPORT_BUDGET = { perMinute: 30, browserPerMinute: 15, perAddressPerMinute: MAX_REPORTS_PER_PAGE } as const
const TIMEOUT_MS = 5000
const MINUTE_MS = 60_000

const release = import.meta.env.LUMERA_RELEASE ?? 'lumera-site@dev'

export type ReporterOptions = { release: string; environment: string; origin: string; now?: () => number }

/** What `/api/health` says of this process's reports since it started: sent, repeats of an error sent within the
 * minute, and dropped ones by cause. */
export type ReporterStatus = {
  sent: number
  repeats: number
  dropped: { serverBudget: number; browserBudget: number; address: number; refused: number }
}

export class ErrorReporter {
  private readonly sentAt: Array<{ at: number; runtime: ErrorReport['runtime'] }> = []
  private readonly counts: ReporterStatus = { sent: 0, repeats: 0, dropped: { serverBudget: 0, browserBudget: 0, address: 0, refused: 0 } }
  private readonly lastSent = new Map<string, number>()
  private readonly inFlight = new Set<Promise<void>>()
  private readonly now: () => number

  constructor(
    private readonly dsn: Dsn,
    private readonly options: ReporterOptions,
  ) {
    this.now = options.now ?? Date.now
  }

  report(report: ErrorReport): void {
    const now = this.now()
    const fingerprint = `${report.runtime} ${report.type} ${report.message} ${report.route ?? ''}`
    if (now - (this.lastSent.get(fingerprint) ?? -Infinity) < MINUTE_MS) {
      this.counts.repeats++
      return
    }
    while (this.sentAt.length > 0 && now - this.sentAt[0]!.at >= MINUTE_MS) this.sentAt.shift()
    const browser = report.runtime === 'browser'
    const overBudget =
      this.sentAt.length >= ERROR_REPORT_BUDGET.perMinute ||
      (browser && this.sentAt.filter((s) => s.runtime === 'browser').length >= ERROR_REPORT_BUDGET.browserPerMinute)
    if (overBudget) {
      this.counts.dropped[browser ? 'browserBudget' : 'serverBudget']++
      return
    }
    this.sentAt.push({ at: now, runtime: report.runtime })
    this.counts.sent++
    this.lastSent.set(fingerprint, now)
    if (this.lastSent.size > 1000) this.lastSent.delete(this.lastSent.keys().next().value!)
    const body = envelopeOf(report, this.dsn, { ...this.options, eventId: randomUUID().replaceAll('-', ''), now })
    const sending = fetch(this.dsn.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope', 'X-Sentry-Auth': authHeader(this.dsn) },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then(async (response) => {
        await response.body?.cancel()
        if (!response.ok) throw new Error(`answered ${response.status}`)
      })
      // A warning, not an error: an error would be reported again.
      .catch((error: unknown) =>
        log().warn({ module: 'errors', reason: error instanceof Error ? error.message : String(error) }, 'an error report was not sent'),
      )
      .finally(() => this.inFlight.delete(sending))
    this.inFlight.add(sending)
  }

  /** A browser report refused where it came in: from an address past its share, or not one the site's pages send. */
  dropped(cause: 'address' | 'refused'): void {
    this.counts.dropped[cause]++
  }

  status(): ReporterStatus {
    return { ...this.counts, dropped: { ...this.counts.dropped } }
  }

  flush(): Promise<void> {
    return Promise.all([...this.inFlight]).then(() => undefined)
  }
}

let reporter: ErrorReporter | undefined

export function errorReporter(): ErrorReporter | undefined {
  return reporter
}

/** At start-up: with a DSN, every error logged and every error captured on the server is reported. */
export function startErrorReporting(): void {
  const env = loadEnv()
  if (!env.sentryDsn || reporter) return
  const current = new ErrorReporter(parseDsn(env.sentryDsn), { release, environment: 'production', origin: env.publicUrl })
  reporter = current
  setErrorHandler((error, context) => current.report(reportOf(error, 'server', context)))
  onErrorLogged((error, module) => captureError(error, { route: module ? `server: ${module}` : undefined }))
  onShutdown('error reports', () => current.flush())
}
