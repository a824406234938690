/** To `SENTRY_DSN` (docs/decisions/0051), after the answer: the same error once a minute, `PER_MINUTE` in all. */
import { randomUUID } from 'node:crypto'
import { loadEnv } from '#src/platform/env.server.ts'
import { onShutdown } from '#src/platform/lifecycle.server.ts'
import { log, onErrorLogged } from '#src/platform/log.server.ts'
import { captureError, setErrorHandler } from './capture'
import { authHeader, envelopeOf, parseDsn, type Dsn } from './envelope'
import { reportOf, type ErrorReport } from './report'

const PER_MINUTE = 30
const TIMEOUT_MS = 5000
const MINUTE_MS = 60_000

const release = import.meta.env.LUMERA_RELEASE ?? 'lumera-site@dev'

export type ReporterOptions = { release: string; environment: string; origin: string; now?: () => number }

export class ErrorReporter {
  private readonly sentAt: number[] = []
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
    if (now - (this.lastSent.get(fingerprint) ?? -Infinity) < MINUTE_MS) return
    while (this.sentAt.length > 0 && now - this.sentAt[0]! >= MINUTE_MS) this.sentAt.shift()
    if (this.sentAt.length >= PER_MINUTE) return
    this.sentAt.push(now)
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
