/**
 * Catalogue changes reach every process: when this process learns that the feed changed (its own
 * refresh, the store's webhook), it drops its cached pages and tells the others through the change
 * bus; a process that hears it reloads the feed (its cached pages go if the feed differs). A reload caused by
 * another process's message is not announced again, so one change costs one message and one feed call per process.
 * Every process purges the CDNs of what its own read found changed (src/cdn/purger.server.ts gathers them): the last
 * process to read a change purges last, so none can hand the CDN the old page after the purge.
 */
import { localeCodes, type Locale } from '#app-config'
import { productFeed, type ProductFeed } from '#src/catalogue/feed.server.ts'
import { productChangeTags } from '#src/cdn/changeTags.ts'
import { purger } from '#src/cdn/purger.server.ts'
import { changeBus, type ChangeBus } from './changeBus.server'

export type Purge = (tags: readonly string[], cause: string) => void

export function shareCatalogueChanges(
  clearPages: () => void,
  feed: ProductFeed = productFeed(),
  bus: ChangeBus = changeBus(),
  purge: Purge = (tags, cause) => purger().purge(tags, cause),
) {
  let reloadingForOthers = 0
  // A locale's first load is no news: every process makes its own at start.
  const loaded = new Set<Locale>()
  feed.onChange((locale, { before, after }) => {
    clearPages()
    const first = !loaded.has(locale)
    loaded.add(locale)
    if (first) return
    purge(productChangeTags(locale, before, after), `catalogue ${locale}`)
    if (reloadingForOthers === 0) bus.publish({ topic: 'catalogue', locale })
  })
  bus.subscribe((event) => {
    if (event.topic !== 'catalogue') return
    reloadingForOthers++
    // A reload that brings a different feed clears the pages (onChange above); one that does not
    // means this process already had it, and its pages with it. `reload`, not `refresh`: a read of this
    // process already under way may have begun before the change, so the reload starts after it.
    void Promise.all((event.locale ? [event.locale] : localeCodes).map((locale) => feed.reload(locale))).finally(() => reloadingForOthers--)
  })
}
