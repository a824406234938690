import { createFileRoute } from '@tanstack/react-router'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { allPosts, alternatesIn } from '#src/content/content.server.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { buildSitemap, productSitemapItems, sitemapLocales, type SitemapItem } from '#src/seo/sitemap.ts'
import type { Product } from '#src/catalogue/product.ts'
import { defaultLocale, localeCodes, type Locale } from '#app-config'
import { productTags } from '#src/catalogue/cacheTags.ts'
import { cacheTagHeaders, cacheTags } from '#src/cdn/tags.ts'
import { postTags } from '#src/content/cacheTags.ts'
import { pageTags } from '#src/content/pages/cacheTags.ts'
import { currentPages, pagePublicPath } from '#src/content/pages/pages.server.ts'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const feed = productFeed()
        const byLocale = Object.fromEntries(await Promise.all(localeCodes.map(async (l) => [l, await feed.products(l)] as const)))
        const items: SitemapItem[] = productSitemapItems(byLocale as Record<Locale, Product[]>)
        // One entry per post key, with every language it is published in.
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
        // Pages made of blocks: each page of its own once with its translations; any page an editor hides is left out.
        const { pages } = await currentPages()
        const hidden = new Set(pages.filter((p) => p.seo.noindex).map((p) => `${p.locale}:${pagePublicPath(p)}`))
        for (const key of new Set(pages.filter((p) => p.role === 'own').map((p) => p.key))) {
          const versions = pages.filter((p) => p.key === key && p.role === 'own' && !p.seo.noindex)
          if (versions.length) items.push({ page: '/$slug', alternates: Object.fromEntries(versions.map((p) => [p.locale, p.slug])) })
        }
        // Each host its own: a language's domain lists its language, the default origin the languages served there.
        const { sites } = loadEnv()
        return new Response(buildSitemap(sites, sitemapLocales(sites, new URL(request.url).host), items, hidden), {
          headers: {
            'Content-Type': 'application/xml; charset=utf-8',
            'Cache-Control': 'public, max-age=3600',
            ...cacheTagHeaders([
              cacheTags.page('/sitemap.xml'),
              ...localeCodes.flatMap((l) => [
                productTags.productList(l),
                postTags.postList('story', l),
                postTags.postList('article', l),
                pageTags.pageList(l),
              ]),
            ]),
          },
        })
      },
    },
  },
})
