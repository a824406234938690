/**
 * The browser's error reports as `/api/errors` receives them (decisions 0051, 0068). Anyone can post there, so a
 * report must come with a browser's same-origin headers, from an address within its share, name a route the site has
 * and keep only frames of the site's own scripts, read through their source maps; the reporter then spends the
 * browser's budget, never the server's reserve. Each refusal is counted for `/api/health`.
 */
import * as v from 'valibot'
import { PerKeyLimit } from '#src/lib/perKeyLimit.ts'
import { readCapped } from '#src/lib/readCapped.server.ts'
import { BrowserReportSchema, MAX_BROWSER_REPORT_BYTES } from './browserReport'
import { clean, withoutQuery, type StackFrame } from './report'
import { ERROR_REPORT_BUDGET, type ErrorReporter } from './reporter.server'
import type { FrameReader } from './sourceMaps.server'

export type BrowserReportSources = {
  reporter: Pick<ErrorReporter, 'report' | 'dropped'>
  /** The route ids of the site (`/{-$locale}/_site/contact`), as the browser's router names them. */
  knownRoutes: () => Promise<ReadonlySet<string>>
  frames: () => Promise<FrameReader>
  now?: () => number
}

const noStore = { 'Cache-Control': 'no-store' }
const answer = (status: number, error?: string) =>
  error ? Response.json({ error }, { status, headers: noStore }) : new Response(null, { status, headers: noStore })

export class BrowserReports {
  private readonly perAddress = new PerKeyLimit(ERROR_REPORT_BUDGET.perAddressPerMinute, 60_000)
  private readonly now: () => number

  constructor(private readonly sources: BrowserReportSources) {
    this.now = sources.now ?? Date.now
  }

  async receive(request: Request, address: string): Promise<Response> {
    const { reporter } = this.sources
    const refuse = (status: number, error: string) => {
      reporter.dropped('refused')
      return answer(status, error)
    }
    // A page of the site posts with its Origin, or at least with Sec-Fetch-Site; a request with neither is no page's.
    const origin = request.headers.get('Origin')
    const site = request.headers.get('Sec-Fetch-Site')
    const ownOrigin = origin !== null && origin === new URL(request.url).origin
    if ((origin !== null && !ownOrigin) || (site !== null && site !== 'same-origin') || (!ownOrigin && site === null)) {
      return refuse(403, 'Reports come from the site’s own pages.')
    }
    if (!this.perAddress.take(address, this.now())) {
      reporter.dropped('address')
      return answer(429, 'Too many reports from this address.')
    }
    const bytes = await readCapped(request.body, MAX_BROWSER_REPORT_BYTES).catch(() => undefined)
    let parsed: v.SafeParseResult<typeof BrowserReportSchema> | undefined
    try {
      parsed = bytes ? v.safeParse(BrowserReportSchema, JSON.parse(bytes.toString('utf8'))) : undefined
    } catch {
      parsed = undefined
    }
    if (!parsed?.success) return refuse(400, 'The report could not be read.')
    const report = parsed.output
    if (report.route !== undefined && !(await this.sources.knownRoutes()).has(report.route)) return refuse(400, 'No such route.')
    const reader = await this.sources.frames()
    const frames = report.frames.flatMap((frame): StackFrame[] => {
      const read = reader.read({ ...frame, filename: withoutQuery(frame.filename) })
      return read
        ? [{ ...read, filename: clean(read.filename, 300), ...(read.function ? { function: clean(read.function, 200) } : {}) }]
        : []
    })
    reporter.report({
      runtime: 'browser',
      type: clean(report.type, 100),
      message: clean(report.message),
      frames,
      ...(report.route ? { route: report.route } : {}),
      ...(report.path ? { path: clean(withoutQuery(report.path), 300) } : {}),
    })
    return answer(204)
  }
}
