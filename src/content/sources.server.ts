/** The process-wide content store: WordPress when `WORDPRESS_URL` is set, else the built-in Markdown (decision 0024). */
import { contentApi } from '#app-config'
import { loadEnv } from '#src/platform/env.server.ts'
import { log } from '#src/platform/log.server.ts'
import { markdownSource } from './markdown.server'
import { ContentStore, type ReadReport } from './store.server'
import { wordPressSource, type WordPressSource } from './wordpress/client.server'

let store: ContentStore | undefined
let wordpress: WordPressSource | undefined

export function contentStore(): ContentStore {
  if (!store) {
    const env = loadEnv()
    wordpress = env.wordpress
      ? wordPressSource({ url: env.wordpress.url, previews: !!env.wordpressPreviewSecret, timeoutMs: contentApi.upstreamTimeoutMs, siteUrl: env.publicUrl })
      : undefined
    const current = new ContentStore(wordpress ?? markdownSource, { ttlMs: env.contentCacheMs, onRead: wordpress ? logRead : undefined })
    store = current
    // Polling, the safety net for a lost notification: visited or not, the site reads WordPress every TTL.
    if (wordpress) setInterval(() => void current.current(), env.contentCacheMs).unref()
  }
  return store
}

/** Reads a change caused or found, with their time: with the notification's line, where an edit's seconds went. */
function logRead(report: ReadReport) {
  const line = { module: 'content', cause: report.cause, read: report.scope, posts: report.posts, ms: report.ms, changed: report.changed }
  if (report.failed) return // the store warns about it
  if (report.changed || report.cause === 'change') log().info(line, 'content read')
  else log().debug(line, 'content read')
}

/** WordPress, when it is the source and the site holds the key of the plugin's preview links. */
export function previewSource(): WordPressSource | undefined {
  contentStore()
  return wordpress?.previewsEnabled ? wordpress : undefined
}
