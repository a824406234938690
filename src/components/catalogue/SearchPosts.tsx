import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { postsAboutQuery } from '#src/content/queries.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'

const pagePath = { story: '/customer-stories/$slug', article: '/inspiration-hub/$slug' } as const

/** Under the cabinets: the stories and articles a query is about, or a line that says none is and a few to read. */
export function SearchPosts({ query }: { query: string }) {
  const locale = useLocale()
  const { data } = useSuspenseQuery(postsAboutQuery(locale, query))
  const headingId = useId()
  const found = data.found.length > 0
  const posts = found ? data.found : data.offered
  if (!posts.length) return null
  return (
    <section aria-labelledby={headingId} className="mt-20 border-t border-line pt-12">
      <h2 id={headingId} className="display-3">
        {found ? m.search_posts_found({ query }) : m.search_posts_heading()}
      </h2>
      {found ? null : <p className="mt-3 text-ink-soft">{m.search_posts_none({ query })}</p>}
      <ul className="mt-8 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.key}>
            <article className="relative">
              <p className="eyebrow">{post.kind === 'story' ? m.post_kind_story() : m.post_kind_article()}</p>
              <h3 className="mt-2 font-display text-2xl leading-tight">
                <AppLink to={pagePath[post.kind]} params={{ slug: post.slug }} className="link after:absolute after:inset-0">
                  {post.title}
                </AppLink>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{post.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
