import type { PostSummary } from '#src/content/types.ts'
import { Picture } from '#src/images/Picture.tsx'
import { m } from '#src/paraglide/messages.js'
import { useLocale } from '#src/i18n/useLocale.ts'
import { AppLink } from '../AppLink'
import { FallbackLabel, textLanguage } from '../TextLanguage'

const pagePath = { story: '/customer-stories/$slug', article: '/inspiration-hub/$slug' } as const

/** A story or article in a list; `wide`: cover beside text from the medium breakpoint, for a card with a row to itself. */
export function PostCard({
  post,
  headingLevel = 2,
  eager = false,
  wide = false,
}: {
  post: PostSummary
  headingLevel?: 2 | 3
  eager?: boolean
  wide?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // A post the page's language has no version of is listed in its own language, and says so.
  const text = textLanguage(post.locale, useLocale())
  return (
    <article
      className={`group relative flex flex-col ${wide ? 'md:grid md:grid-cols-[1.25fr_1fr] md:items-center md:gap-x-12' : ''}`}
      data-reveal
    >
      <div className="overflow-hidden rounded-sm bg-cream">
        <Picture
          image={post.cover}
          slot="postCard"
          alt={post.cover.alt}
          width={post.cover.width}
          height={post.cover.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[8/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      </div>
      <div>
        <p className={`mt-5 text-xs uppercase tracking-[0.18em] text-ink-soft ${wide ? 'md:mt-0' : ''}`}>
        <time dateTime={post.date} {...text}>
          {post.dateLabel}
        </time>
        <span aria-hidden="true"> · </span>
        {m.post_reading_time({ minutes: post.readingMinutes })}
      </p>
      <FallbackLabel shownIn={post.locale} />
      <Heading className={`mt-3 font-display leading-tight ${wide ? 'text-2xl md:text-4xl' : 'text-2xl md:text-[1.75rem]'}`} {...text}>
        <AppLink to={pagePath[post.kind]} params={{ slug: post.slug }} className="after:absolute after:inset-0" prefetchOnView>
          {post.title}
        </AppLink>
      </Heading>
      {post.client ? (
        <p className="mt-1 text-sm font-medium text-brand-dark" {...text}>
          {post.client} · {post.location}
        </p>
      ) : null}
      <p className={`mt-3 leading-relaxed text-ink-soft ${wide ? 'text-base' : 'text-sm'}`} {...text}>
        {post.description}
      </p>
      </div>
    </article>
  )
}

/** How many covers of a list's first row load at once: the first view of a list page shows them. */
const FIRST_ROW = 2

/**
 * Two a row, an odd last one wide. `inFirstView`: the first row loads at once; a grid further down loads every cover
 * lazily, or React's preloads of them would share the network with the page's own cover, the LCP.
 */
export function PostGrid({ posts, headingLevel, inFirstView = true }: { posts: PostSummary[]; headingLevel?: 2 | 3; inFirstView?: boolean }) {
  return (
    <ul className="grid gap-x-10 gap-y-16 md:grid-cols-2">
      {posts.map((post, index) => {
        const alone = index === posts.length - 1 && posts.length % 2 === 1
        return (
          <li key={post.key} className={alone ? 'md:col-span-2' : undefined}>
            <PostCard post={post} headingLevel={headingLevel} eager={inFirstView && index < FIRST_ROW} wide={alone} />
          </li>
        )
      })}
    </ul>
  )
}
