import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { PageBlocks } from '#src/components/blocks/PageBlocks.tsx'
import { blockPageHead, loadPagePreview, pageLoaderDeps, pageSearch } from '#src/components/blocks/pageRoute.ts'
import { loadRenderers } from '#src/components/blocks/registry.ts'
import { DefaultLayout } from '#src/components/layout/DefaultLayout.tsx'
import { LandingLayout } from '#src/components/layout/LandingLayout.tsx'
import { publicPath } from '#src/i18n/rewrite.ts'
import { isUrlSlug } from '#src/site/slug.ts'
import { isLocale } from '#src/i18n/locale.ts'
import { skipMatchWhen } from '#src/framework/skipMatch.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

/**
 * A page of its own an editor made (decision 0069): at `/{slug}` in every language, with the layout the editor chose.
 * The site's routes come first (the router prefers static paths); a renamed page answers 301 from its old slug.
 */
export const Route = createFileRoute('/{-$locale}/$slug')({
  // `/it` is the Italian home page, not a page named "it" (no page may take a locale's name: reservedSlugs).
  params: skipMatchWhen<{ locale?: string; slug: string }>(({ locale, slug }) => locale === undefined && isLocale(slug)),
  validateSearch: pageSearch,
  loaderDeps: pageLoaderDeps,
  loader: async ({ context, params, deps }) => {
    if (!isUrlSlug(params.slug)) throw notFound()
    const preview = await loadPagePreview({ context, deps }, 'own')
    if (preview) return preview
    const found = await callServerFn(
      () => import('#src/content/pages/pages.functions.ts'),
      (fns) => fns.fetchOwnPage({ data: { locale: context.locale, slug: params.slug } }),
    )
    if (!found) throw notFound()
    if ('movedTo' in found) throw redirect({ href: publicPath('/$slug', context.locale, { slug: found.movedTo }), statusCode: 301 })
    await loadRenderers(found.blocks)
    return found
  },
  head: ({ loaderData }) => blockPageHead(loaderData),
  component: OwnPage,
})

function OwnPage() {
  const page = Route.useLoaderData()
  const Layout = page.layout === 'landing' ? LandingLayout : DefaultLayout
  return (
    <Layout>
      <PageBlocks blocks={page.blocks} title={page.title} preview={page.preview} />
    </Layout>
  )
}
