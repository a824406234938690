/**
 * A preview shows the post as the editor sees it (decisions 0025, 0041): unsaved changes live in an autosave,
 * and the signed link may name an unsaved featured image.
 */
type WpRecord = Record<string, unknown>

/** The newest autosave, when it is newer than the post: it carries the editor's unsaved changes. */
export function newestAutosave(post: WpRecord, autosaves: unknown): WpRecord | undefined {
  const newest = (Array.isArray(autosaves) ? autosaves : [])
    .filter((a): a is WpRecord => !!a && typeof a === 'object')
    .sort((a, b) => String(b.modified_gmt ?? '').localeCompare(String(a.modified_gmt ?? '')))[0]
  return newest && String(newest.modified_gmt ?? '') > String(post.modified_gmt ?? '') ? newest : undefined
}

/** The autosave's title, excerpt, text and fields (WordPress keeps fields in autosaves from 6.4 on), and the unsaved cover (0: none). */
export function withUnsaved(post: WpRecord, autosave: WpRecord | undefined, cover: number | undefined, coverImage: unknown): WpRecord {
  const latest = autosave ? { ...post, title: autosave.title, excerpt: autosave.excerpt, content: autosave.content } : post
  if (autosave?.meta && typeof autosave.meta === 'object') latest.meta = { ...(post.meta as object), ...autosave.meta }
  if (cover === undefined) return latest
  const embedded = { ...(post._embedded as object), 'wp:featuredmedia': cover && coverImage ? [coverImage] : [] }
  return { ...latest, featured_media: cover, _embedded: embedded }
}
