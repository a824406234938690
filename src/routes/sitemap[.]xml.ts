import { createFileRoute } from '@tanstack/react-router'
import { productFeed } from '~/catalogue/feed.server'
import { allPosts, postAlternates } from '~/content/content.server'
import { loadEnv } from '~/server/env.server'
import { buildSitemap, type SitemapItem } from '~/seo/sitemap'

/** GET /sitemap.xml: every page of both languages, products, stories and articles included, with hreflang alternates. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const feed = productFeed()
        const [en, it] = await Promise.all([feed.products('en'), feed.products('it')])
        const itById = new Map(it.map((p) => [p.id, p.slug]))
        const items: SitemapItem[] = en.map((p) => ({
          page: '/product/$slug',
          alternates: {
            en: p.slug,
            ...(p.translations.it !== undefined && itById.has(p.translations.it) ? { it: itById.get(p.translations.it) } : {}),
          },
        }))
        const enIds = new Set(en.map((p) => p.translations.it))
        for (const p of it) if (!enIds.has(p.id)) items.push({ page: '/product/$slug', alternates: { it: p.slug } })
        // One entry per story and article, in every language it is written in.
        for (const post of allPosts()) {
          if (post.locale !== 'en') continue
          items.push({
            page: post.kind === 'story' ? '/customer-stories/$slug' : '/inspiration-hub/$slug',
            alternates: postAlternates(post),
          })
        }
        return new Response(buildSitemap(loadEnv().publicUrl, items), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        })
      },
    },
  },
})
