import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { BrowserReportSchema, MAX_BROWSER_REPORT_BYTES } from '#src/errors/browserReport.ts'
import { clean, withoutQuery } from '#src/errors/report.ts'
import { errorReporter } from '#src/errors/reporter.server.ts'
import { readCapped } from '#src/lib/readCapped.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/** The browser's error reports (docs/decisions/0051), cleaned again and passed on to SENTRY_DSN; without it, a 404. */
export const Route = createFileRoute('/api/errors')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const reporter = errorReporter()
        if (!reporter) return Response.json({ error: 'Not found.' }, { status: 404, headers: noStore })
        const origin = request.headers.get('Origin')
        const site = request.headers.get('Sec-Fetch-Site')
        if ((origin && origin !== new URL(request.url).origin) || (site && site !== 'same-origin')) {
          return Response.json({ error: 'Reports come from the site’s own pages.' }, { status: 403, headers: noStore })
        }
        const bytes = await readCapped(request.body, MAX_BROWSER_REPORT_BYTES).catch(() => undefined)
        let parsed: v.SafeParseResult<typeof BrowserReportSchema> | undefined
        try {
          parsed = bytes ? v.safeParse(BrowserReportSchema, JSON.parse(bytes.toString('utf8'))) : undefined
        } catch {
          parsed = undefined
        }
        if (!parsed?.success) return Response.json({ error: 'The report could not be read.' }, { status: 400, headers: noStore })
        const report = parsed.output
        reporter.report({
          ...report,
          type: clean(report.type, 100),
          message: clean(report.message),
          frames: report.frames.map((f) => ({
            ...f,
            filename: clean(withoutQuery(f.filename), 300),
            ...(f.function ? { function: clean(f.function, 200) } : {}),
          })),
          ...(report.route ? { route: clean(report.route, 200) } : {}),
          ...(report.path ? { path: clean(withoutQuery(report.path), 300) } : {}),
        })
        return new Response(null, { status: 204, headers: noStore })
      },
    },
  },
})
