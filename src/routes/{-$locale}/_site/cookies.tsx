import { createFileRoute, notFound } from '@tanstack/react-router'
import { LegalArticle } from '#src/components/content/LegalArticle.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

export const Route = createFileRoute('/{-$locale}/_site/cookies')({
  loader: async ({ context }) => {
    const page = await callServerFn(
      () => import('#src/content/content.functions.ts'),
      (fns) => fns.fetchLegal({ data: { key: 'cookies', locale: context.locale } }),
    )
    if (!page) throw notFound()
    // A language without its own text shows the default language's: its canonical is there (docs/decisions/0066).
    return { ...page, shownIn: page.locale }
  },
  head: ({ loaderData }) =>
    pageHead({ title: m.page_cookies_title(), description: loaderData?.description ?? m.page_cookies_description() }),
  component: CookiesPage,
})

function CookiesPage() {
  return <LegalArticle page={Route.useLoaderData()} />
}
