import { featuredStoryKey } from '#app-config'
import type { PostSummary } from './types'

/**
 * The story the header's "Customer stories" and the home page open: the one `featuredStoryKey` names (Markdown),
 * else the newest (with WordPress, editors choose by publishing).
 */
export function featuredStory<T extends Pick<PostSummary, 'key'>>(stories: readonly T[]): T | undefined {
  return stories.find((s) => s.key === featuredStoryKey) ?? stories[0]
}
