/**
 * A process that learns of a change tells the others, who reload the feed without announcing it again. Each purges what
 * its own read found changed: the last to read a change purges last, so no CDN gets the old page after the purge.
 */
import { localeCodes, type Locale } from '#app-config'
import { productFeed, type ProductFeed } from './feed.server'
import { productChangeTags } from './cacheTags'
import { purger } from '#src/cdn/purger.server.ts'
import { changeBus, type ChangeBus } from '#src/platform/changeBus.server.ts'

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
    // `reload`, not `refresh`: a read already under way may have begun before the change.
    void Promise.all((event.locale ? [event.locale] : localeCodes).map((locale) => feed.reload(locale))).finally(() => reloadingForOthers--)
  })
}
