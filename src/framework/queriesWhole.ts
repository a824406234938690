/**
 * Workaround (decision 0036; upgrade checklist: decision 0021): a page's queries go to the browser whole, in the
 * page's hydration data, without the query integration's stream.
 *
 * `setupRouterSsrQueryIntegration` (@tanstack/router-ssr-query-core) adds to every page's hydration data a
 * `ReadableStream` for queries that start while React renders, closed when the render has finished. Our loaders
 * fill every query before the render (renderer.server.ts), so the stream never carries a query: it only closes.
 * But an open stream keeps Start's serialisation busy after React's render, so Start cannot take the string fast
 * path of `transformHtmlStringWithRouter` (`hydrationScripts.reserveFastPath()`): every page went through a
 * `ReadableStream` of its HTML, the hydration-boundary scanner and a `TextDecoder`, and carried the stream's
 * serialised machinery (~2 KB). Without the stream, every page takes the fast path: 20-25 % of the server's CPU per
 * render of a distinct URL (decision 0036).
 *
 * On the server the stream is left out of what is sent (the integration still closes it when the render ends); a
 * query that did start during the render is reported, since the browser then fetches it itself after hydration.
 * In the browser, hydration data without a stream gets an empty, closed one, which the integration reads as before.
 *
 * Relies on: the integration setting `router.options.dehydrate` (server) and `router.options.hydrate` (browser)
 * when it is set up, its dehydrated shape `{ query: { initial?, stream } }`, its `hydrate` reading
 * `query.stream.getReader()`, and Start's fast path needing no output left after the render. Canaries:
 * `queriesWhole.test.ts` (the integration as installed, and the fast path in Start's transform) and every
 * end-to-end test that hydrates a page.
 */
import type { AnyRouter } from '@tanstack/react-router'

/** What the integration puts in the hydration data. */
type DehydratedQueries = { initial?: unknown[]; stream?: ReadableStream<unknown> }
type Dehydrated = { query?: DehydratedQueries } & Record<string, unknown>

/** A stream that has already ended: what the integration's stream is when no query started during the render. */
const endedStream = () =>
  new ReadableStream<unknown>({
    start(controller) {
      controller.close()
    },
  })

/** What the server says when a query started during a render; its JSON log is handed in at start-up. */
export type LateQueryReporter = (message: string) => void

let lateQueryReporter: LateQueryReporter = () => undefined

/**
 * The server's start-up hands in its log here (src/server/startup.server.ts): this module is shared with the
 * browser's build, which must not import the server's logger.
 */
export function reportLateQueriesTo(reporter: LateQueryReporter): void {
  lateQueryReporter = reporter
}

/** What a query that started during a server render means for the page (the browser fetches it again). */
const reportLateQueries = (stream: ReadableStream<unknown>) =>
  stream
    .getReader()
    .read()
    .then(({ done }) => {
      if (!done)
        lateQueryReporter(
          'A query started while the page rendered on the server: the browser fetches it after hydration (src/framework/queriesWhole.ts).',
        )
    })
    .catch(() => undefined)

/** On the server: the hydration data without the stream. */
export function withoutStream(dehydrated: Dehydrated | undefined): Dehydrated | undefined {
  if (!dehydrated?.query?.stream) return dehydrated
  const { stream, ...whole } = dehydrated.query
  void reportLateQueries(stream)
  return { ...dehydrated, query: whole }
}

/** In the browser: the hydration data with an ended stream where the server sent none. */
export function withEndedStream(dehydrated: Dehydrated): Dehydrated {
  if (!dehydrated.query || dehydrated.query.stream) return dehydrated
  return { ...dehydrated, query: { ...dehydrated.query, stream: endedStream() } }
}

/**
 * Wraps what the query integration set on `router` (call it right after `setupRouterSsrQueryIntegration`).
 * The branch is the build's own (`import.meta.env.SSR`), so the browser's code has no server half.
 */
export function sendQueriesWhole(router: AnyRouter): void {
  const options = router.options as {
    dehydrate?: () => unknown
    hydrate?: (dehydrated: Dehydrated) => unknown
  }
  if (import.meta.env.SSR) {
    const dehydrate = options.dehydrate
    if (dehydrate) options.dehydrate = async () => withoutStream((await dehydrate()) as Dehydrated | undefined)
    return
  }
  const hydrate = options.hydrate
  if (hydrate) options.hydrate = (dehydrated: Dehydrated) => hydrate(withEndedStream(dehydrated))
}
