/**
 * The embedded content source: the Markdown under `content/`, parsed and validated when the site is
 * built (vite-plugin.ts). The default when `WORDPRESS_URL` is unset; it never fails and never changes.
 */
import { posts } from 'virtual:content'
import type { ContentSource } from './store.server'

export const markdownSource: ContentSource = {
  name: 'markdown',
  load: async () => ({ posts, moved: [], images: [] }),
  ping: async () => true,
}
