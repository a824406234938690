import type { PostSummary } from '#src/content/types.ts'
import { responsiveImage } from '#src/images/imageUrls.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'

const pagePath = { story: '/customer-stories/$slug', article: '/inspiration-hub/$slug' } as const

/** A story or article in a list: cover, date and reading time, title, and the description. */
export function PostCard({ post, headingLevel = 2, eager = false }: { post: PostSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex flex-col" data-reveal>
      <div className="overflow-hidden rounded-sm bg-cream">
        <img
          {...responsiveImage(post.cover, 'postCard')}
          alt={post.cover.alt}
          width={post.cover.width}
          height={post.cover.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[8/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      </div>
      <p className="mt-5 text-xs uppercase tracking-[0.18em] text-ink-soft">
        <time dateTime={post.date}>{post.dateLabel}</time>
        <span aria-hidden="true"> · </span>
        {m.post_reading_time({ minutes: post.readingMinutes })}
      </p>
      <Heading className="mt-3 font-display text-2xl leading-tight md:text-[1.75rem]">
        <AppLink to={pagePath[post.kind]} params={{ slug: post.slug }} className="after:absolute after:inset-0" prefetchOnView>
          {post.title}
        </AppLink>
      </Heading>
      {post.client ? <p className="mt-1 text-sm font-medium text-brand-dark">{post.client} · {post.location}</p> : null}
      <p className="mt-3 text-sm leading-relaxed text-ink-soft">{post.description}</p>
    </article>
  )
}

/** How many covers of a list's first row load at once: the first view of a list page shows them. */
const FIRST_ROW = 2

/**
 * A grid of stories or articles. `inFirstView`: the grid opens the page, so its first row loads at once; a grid
 * further down (the "more" section of a post) loads every cover lazily, or its covers, preloaded by React in the
 * page's head like every eager image, would share the slow network with the page's own cover, the LCP.
 */
export function PostGrid({ posts, headingLevel, inFirstView = true }: { posts: PostSummary[]; headingLevel?: 2 | 3; inFirstView?: boolean }) {
  return (
    <ul className="grid gap-x-10 gap-y-16 md:grid-cols-2">
      {posts.map((post, index) => (
        <li key={post.key}>
          <PostCard post={post} headingLevel={headingLevel} eager={inFirstView && index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  )
}
