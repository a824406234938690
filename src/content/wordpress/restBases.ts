import type { PostKind } from '#src/content/types.ts'

/** Each kind of post and its REST base in WordPress: articles are posts, customer stories the plugin's type. */
export const restBases: Record<PostKind, string> = { article: 'posts', story: 'customer-stories' }
