/**
 * The process-wide content store, built from the environment on first use: WordPress when
 * `WORDPRESS_URL` is set, else the Markdown built into the site (docs/decisions/0024).
 */
import { contentApi } from '#app-config'
import { loadEnv } from '#src/server/env.server.ts'
import { markdownSource } from './markdown.server'
import { ContentStore } from './store.server'
import { wordPressSource, type WordPressSource } from './wordpress/client.server'

let store: ContentStore | undefined
let wordpress: WordPressSource | undefined

export function contentStore(): ContentStore {
  if (!store) {
    const env = loadEnv()
    wordpress = env.wordpress ? wordPressSource({ ...env.wordpress, timeoutMs: contentApi.upstreamTimeoutMs }) : undefined
    const current = new ContentStore(wordpress ?? markdownSource, env.contentCacheMs)
    store = current
    // Polling, the safety net for a lost notification: visited or not, the site reads WordPress every TTL.
    if (wordpress) setInterval(() => void current.current(), env.contentCacheMs).unref()
  }
  return store
}

/** WordPress, when it is the source and the site holds an application password for drafts. */
export function previewSource(): WordPressSource | undefined {
  contentStore()
  return wordpress?.previewsEnabled ? wordpress : undefined
}
