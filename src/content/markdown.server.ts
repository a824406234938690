/** The default content source: the Markdown under `content/`, checked at build time; it never fails or changes. */
import { posts } from 'virtual:content'
import type { ContentSource } from './store.server'

export const markdownSource: ContentSource = {
  name: 'markdown',
  load: async () => ({ posts, moved: [], images: [] }),
  ping: async () => true,
}
