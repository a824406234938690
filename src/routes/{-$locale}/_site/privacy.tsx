import { createFileRoute, notFound } from '@tanstack/react-router'
import { LegalArticle } from '#src/components/content/LegalArticle.tsx'
import { localeFromParam } from '#src/i18n/locale.ts'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'

export const Route = createFileRoute('/{-$locale}/_site/privacy')({
  loader: async ({ params }) => {
    const { fetchLegal } = await import('#src/content/content.functions.ts')
    const page = await fetchLegal({ data: { key: 'privacy', locale: localeFromParam(params.locale) } })
    if (!page) throw notFound()
    return page
  },
  head: ({ loaderData }) =>
    pageHead({ title: m.page_privacy_title(), description: loaderData?.description ?? m.page_privacy_description() }),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <LegalArticle page={Route.useLoaderData()} />
}
