import { createFileRoute, notFound } from '@tanstack/react-router'
import { LegalArticle } from '~/components/content/LegalArticle'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/cookies')({
  loader: async ({ params }) => {
    const { fetchLegal } = await import('~/content/content.functions')
    const page = await fetchLegal({ data: { key: 'cookies', locale: localeFromParam(params.locale) } })
    if (!page) throw notFound()
    return page
  },
  head: ({ loaderData }) =>
    pageHead({ title: m.page_cookies_title(), description: loaderData?.description ?? m.page_cookies_description() }),
  component: CookiesPage,
})

function CookiesPage() {
  return <LegalArticle page={Route.useLoaderData()} />
}
