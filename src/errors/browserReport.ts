/** What the browser may send to /api/errors (docs/decisions/0051): a report's fields, each bounded. */
import * as v from 'valibot'

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

export const BrowserReportSchema = v.object({
  runtime: v.literal('browser'),
  type: text(100),
  message: text(500),
  frames: v.pipe(
    v.array(
      v.object({
        filename: text(300),
        function: v.optional(text(200)),
        lineno: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
        colno: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
    ),
    v.maxLength(40),
  ),
  route: v.optional(text(200)),
  path: v.optional(text(300)),
})

export const MAX_BROWSER_REPORT_BYTES = 16 * 1024
