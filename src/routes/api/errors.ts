import { QueryClient } from '@tanstack/react-query'
import { createFileRoute, createRouter } from '@tanstack/react-router'
import { BrowserReports } from '#src/errors/browserReports.server.ts'
import { errorReporter } from '#src/errors/reporter.server.ts'
import { FrameReader } from '#src/errors/sourceMaps.server.ts'
import { visitorAddressOf } from '#src/platform/clientAddress.server.ts'

let intake: BrowserReports | undefined

/** The route tree and the build's source maps come on the first report: the tree imports this very route. */
function browserReports(): BrowserReports | undefined {
  const reporter = errorReporter()
  if (!reporter) return undefined
  let routes: Promise<ReadonlySet<string>> | undefined
  let frames: Promise<FrameReader> | undefined
  return (intake ??= new BrowserReports({
    reporter,
    // A router of our own, once, to read its route ids: the ids the browser's router reports.
    knownRoutes: () =>
      (routes ??= import('#src/routeTree.gen.ts').then(
        ({ routeTree }) => new Set(Object.keys(createRouter({ routeTree, context: { queryClient: new QueryClient() } }).routesById)),
      )),
    frames: () => (frames ??= import('virtual:client-source-maps').then(({ sourceMaps }) => new FrameReader(sourceMaps))),
  }))
}

/** The browser's error reports (docs/decisions/0051, 0068), checked, bounded, cleaned and read through the build's
 * source maps, then passed on to SENTRY_DSN; without it, a 404. */
export const Route = createFileRoute('/api/errors')({
  server: {
    handlers: {
      POST: ({ request }) =>
        browserReports()?.receive(request, visitorAddressOf(request)) ??
        Response.json({ error: 'Not found.' }, { status: 404, headers: { 'Cache-Control': 'no-store' } }),
    },
  },
})
