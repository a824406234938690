import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { categories } from '#app-config'
import { AppLink } from '#src/components/AppLink.tsx'
import { categoryStyle } from '#src/components/catalogue/categoryStyle.ts'
import { collectionLead } from '#src/components/catalogue/collectionLead.ts'
import { loadCatalogue } from './-collection'
import { PageIntro } from '#src/components/page/PageIntro.tsx'
import { catalogueQuery } from '#src/catalogue/queries.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'

export const Route = createFileRoute('/{-$locale}/_site/showcases/')({
  loader: loadCatalogue,
  head: () => pageHead({ title: m.page_showcases_title(), description: m.page_showcases_description() }),
  component: ShowcasesPage,
})

function ShowcasesPage() {
  const locale = useLocale()
  const { data } = useSuspenseQuery(catalogueQuery(locale))
  return (
    <>
      <PageIntro eyebrow={m.showcases_eyebrow()} heading={m.page_showcases_heading()} lead={m.showcases_lead()} />
      <ul className="container-site grid gap-10 pb-8 md:grid-cols-2">
        {categories.map((category, index) => {
          const style = categoryStyle[category]
          const count = data.filter((p) => p.category === category).length
          return (
            <li key={category} className={index === 0 ? 'md:col-span-2' : ''}>
              <article className="group relative" data-reveal>
                <div className={`overflow-hidden rounded-sm ${style.background}`}>
                  <img
                    src={`/images/collections/${category}.svg`}
                    alt=""
                    width={1600}
                    height={900}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    className="aspect-[16/9] w-full object-cover transition-transform duration-700 group-hover:scale-[1.02]"
                  />
                </div>
                <div className="mt-5 flex items-baseline justify-between gap-4">
                  <h2 className="display-3">
                    <AppLink to={style.page} className="after:absolute after:inset-0">
                      {style.label()}
                    </AppLink>
                  </h2>
                  <p className="text-sm text-ink-soft">{m.collection_count({ count })}</p>
                </div>
                <p className="mt-2 max-w-xl text-ink-soft">{collectionLead[category]()}</p>
              </article>
            </li>
          )
        })}
      </ul>
      <section className="container-site mt-16 grid gap-8 rounded-sm bg-cream p-8 md:grid-cols-[2fr_1fr] md:items-center md:p-12">
        <div>
          <h2 className="display-3">{m.showcases_custom_heading()}</h2>
          <p className="mt-3 text-ink-soft">{m.showcases_custom_text()}</p>
        </div>
        <p className="flex flex-wrap gap-3 md:justify-end">
          <AppLink to="/custom-made" className="button-primary">
            {m.nav_custom_made()}
          </AppLink>
          <AppLink to="/search" className="button-secondary">
            {m.nav_search()}
          </AppLink>
        </p>
      </section>
    </>
  )
}
