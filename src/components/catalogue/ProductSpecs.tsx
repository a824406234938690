import type { Product } from '#src/catalogue/product.ts'
import { factLabel, factText, productFacts, technicalFacts, transportFacts } from '#src/catalogue/productFacts.ts'
import { m } from '#src/paraglide/messages.js'
import { useLocale } from '#src/i18n/useLocale.ts'
import { textLanguage } from '../TextLanguage'

type Row = { label: string; value: string | undefined }

function Table({ title, rows, id }: { title: string; rows: Row[]; id: string }) {
  const shown = rows.filter((r): r is { label: string; value: string } => !!r.value)
  if (!shown.length) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="display-3">
        {title}
      </h2>
      <dl className="mt-6 divide-y divide-line border-y border-line">
        {shown.map((row) => (
          <div key={row.label} className="grid grid-cols-[1fr_1.3fr] gap-4 py-3 text-sm">
            <dt className="text-ink-soft">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Description, general features, technical specs and transport data (docs/specification.md §4). */
export function ProductSpecs({ product }: { product: Product }) {
  const facts = productFacts(product)
  const text = textLanguage(product.locale, useLocale())
  return (
    <div className="container-site grid gap-16 pb-20 lg:grid-cols-2">
      <div className="space-y-14">
        {product.descriptionHtml ? (
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="display-3">
              {m.product_description()}
            </h2>
            <div className="prose-site mt-6" {...text} dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          </section>
        ) : null}
        {product.features.length ? (
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="display-3">
              {m.product_general_features()}
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2" {...text}>
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-sm leading-relaxed">
                  <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="space-y-14">
        <Table
          id="specs-heading"
          title={m.product_technical_specs()}
          rows={technicalFacts.map((key) => ({ label: factLabel[key](), value: factText(facts[key]) }))}
        />
        <Table
          id="transport-heading"
          title={m.product_transport_data()}
          rows={transportFacts.map((key) => ({ label: factLabel[key](), value: factText(facts[key]) }))}
        />
      </div>
    </div>
  )
}
