import { createFileRoute } from '@tanstack/react-router'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { allPosts, alternatesIn } from '#src/content/content.server.ts'
import { loadEnv } from '#src/server/env.server.ts'
import { buildSitemap, productSitemapItems, type SitemapItem } from '#src/seo/sitemap.ts'
import type { Product } from '#src/catalogue/product.ts'
import { defaultLocale, localeCodes, type Locale } from '#app-config'
import { cacheTagHeaders, cacheTags } from '#src/cdn/tags.ts'

/** GET /sitemap.xml: every page of both languages, products, stories and articles included, with hreflang alternates. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const feed = productFeed()
        const byLocale = Object.fromEntries(await Promise.all(localeCodes.map(async (l) => [l, await feed.products(l)] as const)))
        const items: SitemapItem[] = productSitemapItems(byLocale as Record<Locale, Product[]>)
        // One entry per story and article, in every language it is published in (once per key:
        // by its default-language version, or its first one when it has none).
        const posts = await allPosts()
        const listed = new Set<string>()
        for (const post of [...posts].sort((a, b) => Number(b.locale === defaultLocale) - Number(a.locale === defaultLocale))) {
          if (listed.has(`${post.kind}:${post.key}`)) continue
          listed.add(`${post.kind}:${post.key}`)
          items.push({
            page: post.kind === 'story' ? '/customer-stories/$slug' : '/inspiration-hub/$slug',
            alternates: alternatesIn(posts, post),
          })
        }
        return new Response(buildSitemap(loadEnv().publicUrl, items), {
          headers: {
            'Content-Type': 'application/xml; charset=utf-8',
            'Cache-Control': 'public, max-age=3600',
            // Every product and post address: a change of any list purges it (docs/decisions/0049).
            ...cacheTagHeaders([
              cacheTags.page('/sitemap.xml'),
              ...localeCodes.flatMap((l) => [cacheTags.productList(l), cacheTags.postList('story', l), cacheTags.postList('article', l)]),
            ]),
          },
        })
      },
    },
  },
})
