/** A loader that failed on the server, with its route, to the error reporter (a 4xx or a missing page is no error). */
import { captureError } from './capture'

type Match = { routeId: string; status: string; error?: unknown }

export function reportFailedMatches(matches: readonly Match[]): void {
  for (const match of matches) {
    const status = Number((match.error as { status?: unknown } | null | undefined)?.status)
    if (match.status === 'error' && !(status >= 400 && status < 500)) captureError(match.error, { route: match.routeId })
  }
}
