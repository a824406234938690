import { PostCard } from '../content/PostCard'
import { dataOf, type BlockProps } from './types'

/** Customer stories or articles: one wide card, or a row of three. */
export default function Posts({ block, topLevel }: BlockProps) {
  const posts = dataOf(block, 'posts') ?? []
  const level = topLevel ? 2 : 3
  if (posts.length === 0) return null
  const container = topLevel ? 'container-site py-16 md:py-24' : ''
  if (posts.length === 1) {
    return (
      <div className={container}>
        <PostCard post={posts[0]!} headingLevel={level} wide />
      </div>
    )
  }
  return (
    <ul className={`grid gap-x-10 gap-y-14 md:grid-cols-3 ${container}`}>
      {posts.map((post) => (
        <li key={post.key}>
          <PostCard post={post} headingLevel={level} />
        </li>
      ))}
    </ul>
  )
}
