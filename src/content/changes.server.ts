/**
 * Content changes reach every process (docs/decisions/0025), as catalogue changes do: a process whose
 * read brings different stories or articles drops its cached pages and tells the others through the
 * change bus; a process that hears it reads again, with a read that starts after the message (never
 * one already running, which may have missed the edit), and drops its pages if that read differs.
 * A read caused by another process's message is not announced again: one edit, one message.
 */
import { changeBus, type ChangeBus } from '~/server/changeBus.server'
import { contentStore } from './sources.server'
import type { ContentStore } from './store.server'

export function shareContentChanges(clearPages: () => void, store: ContentStore = contentStore(), bus: ChangeBus = changeBus()) {
  let readingForOthers = 0
  store.onChange(() => {
    clearPages()
    if (readingForOthers === 0) bus.publish({ topic: 'content' })
  })
  bus.subscribe((event) => {
    if (event.topic !== 'content') return
    readingForOthers++
    void store.refreshAfterChange().finally(() => readingForOthers--)
  })
  // Read once at start, so the first visitor does not wait for WordPress.
  void store.warm()
}
