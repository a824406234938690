/** The content part of `/api/health` (decision 0025): WordPress is asked at most once per `CHECK_EVERY_MS`. */
import { contentStore } from './sources.server'

const CHECK_EVERY_MS = 10_000

let lastCheck: { at: number; answering: Promise<boolean> } | undefined

export type ContentHealthReport = {
  status: 'ok' | 'degraded'
  content: {
    source: 'markdown' | 'wordpress'
    /** WordPress only: whether it answered just now, and how long ago the last read succeeded or failed. */
    answering?: boolean
    lastReadSecondsAgo?: number | null
    lastFailureSecondsAgo?: number | null
    servingLastGoodCopy?: boolean
    /**
     * WordPress pages the site could not use at all (every block left out, decision 0069): a spec page shows its
     * embedded document instead (`servedEmbedded`), a page of its own is not shown.
     */
    unusablePages?: Array<{ page: string; locale: string; wordpressId: number; servedEmbedded: boolean }>
  }
}

export async function contentHealth(now: number = Date.now()): Promise<ContentHealthReport> {
  const store = contentStore()
  if (store.source.name === 'markdown') return { status: 'ok', content: { source: 'markdown' } }
  if (!lastCheck || now - lastCheck.at >= CHECK_EVERY_MS) lastCheck = { at: now, answering: store.source.ping() }
  const answering = await lastCheck.answering
  const status = store.status()
  const ago = (at: number | undefined) => (at === undefined ? null : Math.round((now - at) / 1000))
  const failingSinceLastRead = status.lastFailureAt !== undefined && (status.lastReadAt === undefined || status.lastFailureAt > status.lastReadAt)
  const fallbacks = store.peek()?.pages?.fallbacks ?? []
  return {
    status: answering && !failingSinceLastRead && fallbacks.length === 0 ? 'ok' : 'degraded',
    content: {
      source: 'wordpress',
      answering,
      lastReadSecondsAgo: ago(status.lastReadAt),
      lastFailureSecondsAgo: ago(status.lastFailureAt),
      servingLastGoodCopy: !answering || failingSinceLastRead,
      unusablePages: fallbacks.map((f) => ({ page: f.key, locale: f.locale, wordpressId: f.sourceId, servedEmbedded: f.servedEmbedded })),
    },
  }
}
