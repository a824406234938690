import { useSuspenseQuery } from '@tanstack/react-query'
import type { Category } from '#app-config'
import { collectionQuery } from '#src/catalogue/queries.ts'
import type { LoadedPage } from '#src/content/pages/types.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { PageBlocks } from '../blocks/PageBlocks'
import { AppLink } from '../AppLink'
import { ProductGrid } from './ProductCard'

/** One collection: its introduction (content an editor owns), then what only the site knows: every cabinet of it. */
export function CollectionPage({ category, page }: { category: Category; page: LoadedPage }) {
  const locale = useLocale()
  const { data: products } = useSuspenseQuery(collectionQuery(locale, category))
  return (
    <>
      <PageBlocks
        blocks={page.blocks}
        title={page.title}
        preview={page.preview}
        intro={<p className="mt-6 text-sm text-ink-soft">{m.collection_count({ count: products.length })}</p>}
      />
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
