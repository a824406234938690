import type { ProductSummary } from '#src/catalogue/product.ts'
import type { Post, PostSummary, PreviewInfo } from '#src/content/types.ts'
import { Picture } from '#src/images/Picture.tsx'
import { m } from '#src/paraglide/messages.js'
import { ProductGrid } from '../catalogue/ProductCard'
import { categoryStyle } from '../catalogue/categoryStyle'
import { Breadcrumbs } from '../Breadcrumbs'
import { PostBody } from './PostBody'
import { PostGrid } from './PostCard'
import { PreviewBar } from './PreviewBar'
import { useLocale } from '#src/i18n/useLocale.ts'
import { FallbackNote, textLanguage } from '../TextLanguage'

const sections = {
  story: { to: '/customer-stories', label: m.nav_customer_stories, more: m.post_more_stories },
  article: { to: '/inspiration-hub', label: m.nav_inspiration_hub, more: m.post_more_articles },
} as const

/** A customer story or an article: cover, title, facts, the body, its products, more to read; a preview says so. */
export function PostPage({ post, products, more, preview }: { post: Post; products: ProductSummary[]; more: PostSummary[]; preview?: PreviewInfo | null }) {
  const section = sections[post.kind]
  // A post the page's language has no version of is shown in its own: its texts say so (docs/decisions/0066).
  const text = textLanguage(post.locale, useLocale())
  return (
    <article>
      {preview ? <PreviewBar expiresLabel={preview.expiresLabel} /> : null}
      <header className="container-site pt-10 md:pt-14">
        <Breadcrumbs trail={[{ to: section.to, label: section.label() }]} current={post.title} />
        <div className="mt-10 grid gap-10 lg:grid-cols-[1.05fr_1fr] lg:items-end">
          <div>
            <p className="eyebrow">{post.category ? categoryStyle[post.category].label() : section.label()}</p>
            <FallbackNote shownIn={post.locale} className="mt-4" />
            <h1 className="display-2 mt-4" {...text}>
              {post.title}
            </h1>
            <p className="lead mt-6" {...text}>
              {post.description}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-6 border-t border-line pt-6 text-sm lg:mb-2">
            {post.client ? (
              <div>
                <dt className="text-ink-soft">{m.post_client()}</dt>
                <dd className="mt-1 font-medium" {...text}>
                  {post.client}
                </dd>
              </div>
            ) : null}
            {post.location ? (
              <div>
                <dt className="text-ink-soft">{m.post_location()}</dt>
                <dd className="mt-1 font-medium" {...text}>
                  {post.location}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-ink-soft">{m.post_published()}</dt>
              <dd className="mt-1 font-medium" {...text}>
                <time dateTime={post.date}>{post.dateLabel}</time>
              </dd>
            </div>
            <div>
              <dt className="text-ink-soft">{m.post_reading()}</dt>
              <dd className="mt-1 font-medium">{m.post_reading_time({ minutes: post.readingMinutes })}</dd>
            </div>
          </dl>
        </div>
        <Picture
          image={post.cover}
          slot="postCover"
          alt={post.cover.alt}
          {...text}
          width={post.cover.width}
          height={post.cover.height}
          fetchPriority="high"
          className="mt-12 aspect-[8/5] h-auto w-full rounded-sm bg-cream object-cover"
        />
      </header>
      <div className="container-site mt-14 md:mt-20" {...text}>
        <PostBody html={post.html} />
      </div>
      {products.length > 0 ? (
        <section aria-labelledby="post-products" className="container-site mt-24">
          <h2 id="post-products" className="display-3">
            {post.kind === 'story' ? m.post_products_story() : m.post_products_article()}
          </h2>
          <div className="mt-10">
            <ProductGrid products={products} headingLevel={3} />
          </div>
        </section>
      ) : null}
      {more.length > 0 ? (
        <section aria-labelledby="post-more" className="container-site mt-24">
          <h2 id="post-more" className="display-3">
            {section.more()}
          </h2>
          <div className="mt-10">
            <PostGrid posts={more.slice(0, 2)} headingLevel={3} inFirstView={false} />
          </div>
        </section>
      ) : null}
    </article>
  )
}
