import { featuredStoryKey } from '#app-config'
import type { PostSummary } from './types'

/**
 * The story the header's "Customer stories" and the home page open, among one language's stories
 * (newest first): the one `featuredStoryKey` names (the Markdown's), else the newest (with WordPress,
 * its editors choose it by publishing), else none.
 */
export function featuredStory<T extends Pick<PostSummary, 'key'>>(stories: readonly T[]): T | undefined {
  return stories.find((s) => s.key === featuredStoryKey) ?? stories[0]
}
