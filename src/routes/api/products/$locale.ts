import { createFileRoute } from '@tanstack/react-router'
import { isLocale } from '#src/i18n/locale.ts'
import { productFeed } from '#src/catalogue/feed.server.ts'

/**
 * The catalogue of a language as the WordPress editor's product picker needs it (wordpress/lumera-site/products.php):
 * each product's slug, name and collection, nothing a product page does not show already. Read from the feed's
 * memory, whichever store runs; a minute in any cache.
 */
export const Route = createFileRoute('/api/products/$locale')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        if (!isLocale(params.locale)) return Response.json({ error: 'No such language.' }, { status: 404 })
        const products = (await productFeed().products(params.locale)).map(({ slug, name, category }) => ({
          slug,
          name,
          collection: category,
        }))
        return Response.json({ products }, { headers: { 'Cache-Control': 'public, max-age=60' } })
      },
    },
  },
})
