import { createFileRoute, notFound } from '@tanstack/react-router'
import { catalogueQuery, productQuery } from '~/catalogue/queries'
import { ProductPage } from '~/components/catalogue/ProductPage'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/product/$slug')({
  loader: async ({ context, params }) => {
    const locale = localeFromParam(params.locale)
    // The product route loads the feed itself during SSR (SPEC section 7): related cabinets use it.
    const [result] = await Promise.all([
      context.queryClient.ensureQueryData(productQuery(locale, params.slug)),
      context.queryClient.ensureQueryData(catalogueQuery(locale)),
    ])
    if (!result) throw notFound()
    return { alternates: result.alternates, name: result.product.name, summary: result.product.summary, image: result.product.image?.src }
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({ title: `${loaderData.name} · ${m.site_name()}`, description: loaderData.summary, image: loaderData.image, type: 'product' })
      : {},
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useParams()
  return <ProductPage slug={slug} />
}
