import { memo, useId } from 'react'
import type { ProductSummary } from '#src/catalogue/product.ts'
import { overallText } from '#src/catalogue/overallText.ts'
import { Picture } from '#src/images/Picture.tsx'
import { m } from '#src/paraglide/messages.js'
import { useLocale } from '#src/i18n/useLocale.ts'
import { AppLink } from '../AppLink'
import { FallbackLabel, textLanguage } from '../TextLanguage'
import { CompareToggle, useCarriedSelection } from '../compare/CompareToggle'
import { categoryStyle } from './categoryStyle'
import { EnergyLabel } from './EnergyLabel'

/** A `lead` card opens its page's content: its image is a phone's largest paint, so it loads at once and first. */
function ProductCard({ product, headingLevel = 3, lead = false }: { product: ProductSummary; headingLevel?: 2 | 3; lead?: boolean }) {
  const style = product.category ? categoryStyle[product.category] : undefined
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // Without JavaScript the selection for the comparison travels in the address: the product page keeps it.
  const carried = useCarriedSelection()
  const nameId = useId()
  // A product the page's language has no version of is shown in its own (its text says so).
  const text = textLanguage(product.locale, useLocale())
  return (
    <article className="group relative flex flex-col" data-reveal>
      <div className={`flex h-card-image items-center justify-center overflow-hidden rounded-sm ${style?.background ?? 'bg-cream'}`}>
        {product.image ? (
          <Picture
            image={product.image}
            slot="card"
            alt={product.image.alt}
            width={960}
            height={720}
            loading={lead ? 'eager' : 'lazy'}
            fetchPriority={lead ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-contain transition-transform duration-700 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="mt-5 flex flex-col gap-2">
        {style ? <p className="eyebrow">{style.label()}</p> : null}
        <Heading id={nameId} className="font-display text-2xl leading-tight" {...text}>
          <AppLink
            to="/product/$slug"
            params={{ slug: product.slug }}
            search={carried.length ? { compare: carried.join(',') } : undefined}
            className="after:absolute after:inset-0"
            prefetchOnView
          >
            {product.name}
          </AppLink>
        </Heading>
        <FallbackLabel shownIn={product.locale} />
        {product.summary ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-ink-soft" {...text}>
            {product.summary}
          </p>
        ) : null}
        {/* Size helps choose a cabinet for a counter or a wall: width x depth x height. */}
        {product.overall ? (
          <p className="text-xs tracking-wide text-ink-soft">{m.card_overall_dimensions({ size: overallText(product.overall) })}</p>
        ) : null}
        {/* Above the card's link (which covers the card), so that the label opens its EPREL entry. */}
        {product.energy ? <EnergyLabel energy={product.energy} className="relative z-10 self-start" /> : null}
        <CompareToggle product={product} describedBy={nameId} className="mt-2" />
      </div>
    </article>
  )
}

/**
 * `leadsPage` when the grid opens the page's content. Memoised: the page's state changing around it (a ticked filter
 * painting before the results arrive) must not render every card again in the tap's task.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  headingLevel,
  leadsPage = false,
}: {
  products: ProductSummary[]
  headingLevel?: 2 | 3
  leadsPage?: boolean
}) {
  return (
    <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 xl:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} headingLevel={headingLevel} lead={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  )
})
