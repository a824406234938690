import { useSuspenseQuery } from '@tanstack/react-query'
import type { Category } from '#app-config'
import { collectionQuery } from '#src/catalogue/queries.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { PageIntro } from '../page/PageIntro'
import { AppLink } from '../AppLink'
import { collectionLead } from './collectionLead'
import { collectionTexts } from './collectionTexts'
import { ProductGrid } from './ProductCard'

/** One collection: its introduction and every cabinet of its category, as cards. */
export function CollectionPage({ category }: { category: Category }) {
  const locale = useLocale()
  const { data: products } = useSuspenseQuery(collectionQuery(locale, category))
  return (
    <>
      <PageIntro eyebrow={m.collection_eyebrow()} heading={collectionTexts[category].heading()} lead={collectionLead[category]()}>
        <p className="mt-6 text-sm text-ink-soft">{m.collection_count({ count: products.length })}</p>
      </PageIntro>
      <div className="container-site pb-16">
        {products.length ? <ProductGrid products={products} headingLevel={2} leadsPage /> : <p className="lead">{m.collection_empty()}</p>}
        <p className="mt-16 flex flex-wrap gap-4">
          <AppLink to="/search" search={{ category: [category] }} className="button-secondary">
            {m.collection_filter_cta()}
          </AppLink>
          <AppLink to="/showcases" className="button-secondary">
            {m.menu_all_showcases()}
          </AppLink>
        </p>
      </div>
    </>
  )
}
