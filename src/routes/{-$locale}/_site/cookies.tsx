import { createFileRoute, notFound } from '@tanstack/react-router'
import { LegalArticle } from '#src/components/content/LegalArticle.tsx'
import { localeFromParam } from '#src/i18n/locale.ts'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'

export const Route = createFileRoute('/{-$locale}/_site/cookies')({
  loader: async ({ params }) => {
    const { fetchLegal } = await import('#src/content/content.functions.ts')
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
