import { createFileRoute } from '@tanstack/react-router'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { allPosts, postAlternates } from '#src/content/content.server.ts'
import { loadEnv } from '#src/server/env.server.ts'
import { buildSitemap, productSitemapItems, type SitemapItem } from '#src/seo/sitemap.ts'
import type { Product } from '#src/catalogue/product.ts'
import { defaultLocale, localeCodes, type Locale } from '#app-config'

/** GET /sitemap.xml: every page of both languages, products, stories and articles included, with hreflang alternates. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const feed = productFeed()
        const byLocale = Object.fromEntries(await Promise.all(localeCodes.map(async (l) => [l, await feed.products(l)] as const)))
        const items: SitemapItem[] = productSitemapItems(byLocale as Record<Locale, Product[]>)
        // One entry per story and article, in every language it is written in.
        for (const post of allPosts()) {
          if (post.locale !== defaultLocale) continue
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
