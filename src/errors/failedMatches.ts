/**
 * A page whose loader failed on the server renders its error view: the error goes to the error reporter with its
 * route (docs/decisions/0043). A page that does not exist, or a redirect, is no error.
 */
import { captureError } from './capture'

type Match = { routeId: string; status: string; error?: unknown }

export function reportFailedMatches(matches: readonly Match[]): void {
  for (const match of matches) {
    const status = Number((match.error as { status?: unknown } | null | undefined)?.status)
    if (match.status === 'error' && !(status >= 400 && status < 500)) captureError(match.error, { route: match.routeId })
  }
}
