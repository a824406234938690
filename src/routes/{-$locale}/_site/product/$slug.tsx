import { createFileRoute, notFound } from '@tanstack/react-router'
import { isUrlSlug } from '#src/site/slug.ts'
import { productQuery, relatedQuery } from '#src/catalogue/queries.ts'
import { downloadsQuery } from '#src/downloads/queries.ts'
import { ProductPage } from '#src/components/catalogue/ProductPage.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'
import { breadcrumbsFor } from '#src/seo/breadcrumbs.ts'
import { productLd } from '#src/seo/jsonLd.ts'
import { categoryStyle } from '#src/components/catalogue/categoryStyle.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { absoluteUrl, publicOrigin } from '#src/site/publicOrigin.ts'
import { responsiveImage } from '#src/images/imageUrls.ts'

export const Route = createFileRoute('/{-$locale}/_site/product/$slug')({
  loader: async ({ context, params }) => {
    if (!isUrlSlug(params.slug)) throw notFound()
    const { locale } = context
    // Only what it shows: the page's HTML carries no more of the feed (decision 0060).
    const [result] = await Promise.all([
      context.queryClient.ensureQueryData(productQuery(locale, params.slug)),
      context.queryClient.ensureQueryData(relatedQuery(locale, params.slug)),
      // The spec sheet's size is known once it is made: the first view after a change makes it.
      context.queryClient.ensureQueryData(downloadsQuery(locale, params.slug)),
    ])
    if (!result) throw notFound()
    const { name, slug, summary, image, images, category, energy, overall } = result.product
    // `shownIn`: a product the language has no version of is the default language's page (its canonical is there).
    return {
      alternates: result.alternates,
      shownIn: result.product.locale,
      product: { name, slug, summary, image, images, category, energy, overall },
    }
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {}
    const { product } = loaderData
    const { locale } = match.context
    const collection = product.category ? categoryStyle[product.category] : undefined
    // The gallery's first photo is the page's largest paint: its first format (a browser that does not take that type
    // skips the preload, and its <picture> picks another).
    const lcp = product.images[0] && responsiveImage(product.images[0], 'gallery')
    const best = lcp && (lcp.sources?.[0] ?? { type: undefined, src: lcp.src, srcSet: lcp.srcSet })
    const links =
      lcp && best
        ? [
            {
              rel: 'preload',
              as: 'image',
              type: best.type,
              href: best.src,
              imageSrcSet: best.srcSet,
              imageSizes: lcp.sizes,
              fetchPriority: 'high',
            },
          ]
        : []
    const head = pageHead({
      title: `${product.name} · ${m.site_name()}`,
      description: product.summary,
      image: product.image?.src,
      type: 'product',
      jsonLd: [
        productLd(product, absoluteUrl(publicPath('/product/$slug', locale, { slug: product.slug })), publicOrigin()),
        breadcrumbsFor(locale, [
          { page: '/showcases', name: m.nav_showcases() },
          ...(collection ? [{ page: collection.page, name: collection.label() }] : []),
          { page: '/product/$slug', slug: product.slug, name: product.name },
        ]),
      ],
    })
    return { ...head, links }
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useParams()
  return <ProductPage slug={slug} />
}
