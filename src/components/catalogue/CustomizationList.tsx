import type { Product } from '#src/catalogue/product.ts'
import { customizationLabel } from '#src/catalogue/productFacts.ts'
import { m } from '#src/paraglide/messages.js'

/** The customisation options, each standard or optional, with its choices: in the dialog, and in the page without scripts. */
export function CustomizationList({ product }: { product: Pick<Product, 'customization'> }) {
  return (
    <dl className="mt-6 divide-y divide-line border-y border-line">
      {product.customization.map((item) => (
        <div key={item.option} className="grid gap-2 py-4 sm:grid-cols-[1fr_2fr]">
          <dt className="font-medium">
            <span>{customizationLabel[item.option]()}</span>
            <span
              className={`ms-3 rounded-full px-2 py-0.5 text-xs uppercase tracking-wider ${item.availability === 'standard' ? 'bg-cream' : 'bg-ink text-paper'}`}
            >
              {item.availability === 'standard' ? m.customize_standard() : m.customize_optional()}
            </span>
          </dt>
          <dd className="text-sm text-ink-soft">{item.choices.length ? item.choices.join(' · ') : '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
