/** The stories and articles a search is about: of a collection it names, or with one of its longer words. */
import type { Category } from '#app-config'
import { distinctWords } from '#src/catalogue/searchText.ts'
import type { PostSummary } from './types'

const MAX_POSTS_FOUND = 4
// Shorter words ("per", "the", "con") never match a post on their own.
const MIN_POST_WORD = 4

export type PostLink = Pick<PostSummary, 'kind' | 'key' | 'slug' | 'title' | 'description'>

type Matchable = Pick<PostSummary, 'title' | 'description' | 'client' | 'location' | 'category'>

/** The posts about the query, best first: a named collection counts twice a matching word; equals keep their order. */
export function postsAbout<P extends Matchable>(
  posts: readonly P[],
  words: readonly string[],
  collections: readonly Category[],
  limit = MAX_POSTS_FOUND,
): P[] {
  const long = words.filter((word) => word.length >= MIN_POST_WORD)
  return posts
    .map((post, order) => {
      const text = distinctWords([post.title, post.description, post.client ?? '', post.location ?? ''].join(' '))
      const hits = long.filter((word) => text.some((known) => known.startsWith(word))).length
      const named = post.category !== null && collections.includes(post.category) ? 2 : 0
      return { post, score: named + hits, order }
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ post }) => post)
}

/** When no post is about the query: the featured story and the newest articles (lists newest first). */
export function postsToOffer<P>(featured: P | undefined, articles: readonly P[], limit = 3): P[] {
  return [...(featured ? [featured] : []), ...articles].slice(0, limit)
}

export const toPostLink = ({ kind, key, slug, title, description }: PostLink): PostLink => ({ kind, key, slug, title, description })
