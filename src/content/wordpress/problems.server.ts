/**
 * Content the site could not use as WordPress sent it (an unknown block, attributes that do not validate, a page with
 * nothing usable): logged once per problem, and reported when `SENTRY_DSN` is set, however often it is read again.
 */
import { captureError } from '#src/errors/capture.ts'
import { log } from '#src/platform/log.server.ts'
import { describeProblem, type ContentProblem } from './pages.server'

/** Problems told already; a bounded memory (a flood of distinct problems is reported again at worst). */
const told = new Set<string>()
const MAX_REMEMBERED = 2000

export function reportContentProblems(problems: readonly ContentProblem[]): void {
  for (const problem of problems) {
    const text = describeProblem(problem)
    if (told.has(text)) continue
    if (told.size >= MAX_REMEMBERED) told.clear()
    told.add(text)
    log().warn({ module: 'content', postId: problem.id, block: problem.what, reason: problem.reason }, 'content left out')
    captureError(new Error(`content left out: ${text}`), { route: 'content: pages' })
  }
}
