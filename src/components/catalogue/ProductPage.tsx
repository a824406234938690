import { useSuspenseQuery } from '@tanstack/react-query'
import { productQuery, relatedQuery } from '#src/catalogue/queries.ts'
import type { Product } from '#src/catalogue/product.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { Picture } from '#src/images/Picture.tsx'
import { specSheetHref } from '#src/downloads/links.ts'
import { m } from '#src/paraglide/messages.js'
import { Breadcrumbs } from '../Breadcrumbs'
import { CompareToggle } from '../compare/CompareToggle'
import { FormModalLink } from '../forms/FormModalLink'
import { categoryStyle } from './categoryStyle'
import { CustomizeAction } from './CustomizeAction'
import { EnergyLabel } from './EnergyLabel'
import { ProductDownloads } from './ProductDownloads'
import { ProductGrid } from './ProductCard'
import { ProductSpecs } from './ProductSpecs'
import { FallbackNote, textLanguage } from '../TextLanguage'

export function ProductPage({ slug }: { slug: string }) {
  const locale = useLocale()
  const { data } = useSuspenseQuery(productQuery(locale, slug))
  const { data: related } = useSuspenseQuery(relatedQuery(locale, slug))
  if (!data) return null
  const { product } = data
  const style = product.category ? categoryStyle[product.category] : undefined
  // A product the page's language has no version of is shown in its own: its texts say so (docs/decisions/0066).
  const text = textLanguage(product.locale, locale)

  return (
    <>
      <div className="container-site pt-8">
        <Breadcrumbs
          trail={[{ to: '/showcases', label: m.nav_showcases() }, ...(style ? [{ to: style.page, label: style.label() }] : [])]}
          current={product.name}
        />
      </div>
      <section className="container-site grid gap-10 pt-8 pb-16 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <Gallery product={product} background={style?.background ?? 'bg-cream'} />
        <div>
          {style ? <p className="eyebrow">{style.label()}</p> : null}
          <FallbackNote shownIn={product.locale} className="mt-4" />
          <h1 id="product-name" className="display-1 mt-3" {...text}>
            {product.name}
          </h1>
          {product.summary ? (
            <p className="lead mt-5" {...text}>
              {product.summary}
            </p>
          ) : null}
          {product.energy ? (
            <p className="mt-5 flex items-center gap-3 text-xs text-ink-soft">
              <EnergyLabel energy={product.energy} />
              <span aria-hidden="true">{m.energy_eprel_note()}</span>
            </p>
          ) : null}
          {product.colours.length ? (
            <div className="mt-8">
              <h2 className="text-xs font-semibold uppercase tracking-[0.18em]">{m.product_standard_colours()}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {product.colours.map((colour) => (
                  <li key={colour} className="rounded-full border border-line px-3 py-1 text-sm" {...text}>
                    {colour}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="mt-10 flex flex-wrap gap-3">
            <FormModalLink
              form="quote"
              fallback="/contact"
              fallbackSearch={{ product: product.name }}
              initial={{ product: product.name }}
              className="button-primary"
            >
              {m.product_request_quote()}
            </FormModalLink>
            <CustomizeAction product={product} />
            <CompareToggle product={product} describedBy="product-name" className="self-center" />
          </div>
          <p className="mt-6">
            <a href={specSheetHref(locale, product.slug)} className="link inline-flex items-center gap-2 text-sm font-medium" download>
              <span aria-hidden="true">↓</span> {m.product_spec_sheet()} <span className="text-ink-soft">(PDF)</span>
            </a>
          </p>
        </div>
      </section>
      <ProductSpecs product={product} />
      <ProductDownloads product={product} />
      {related.length ? (
        <section className="container-site border-t border-line pt-16" aria-labelledby="related-heading">
          <h2 id="related-heading" className="display-2 mb-10">
            {m.product_related()}
          </h2>
          <ProductGrid products={related} />
        </section>
      ) : null}
    </>
  )
}

function Gallery({ product, background }: { product: Product; background: string }) {
  const [first, ...rest] = product.images
  if (!first) return <div className={`h-card-image rounded-sm ${background}`} />
  return (
    <div className="grid gap-4">
      <div className={`overflow-hidden rounded-sm ${background}`}>
        <Picture
          image={first}
          slot="gallery"
          alt={first.alt}
          width={960}
          height={720}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-contain"
        />
      </div>
      {rest.length ? (
        <ul className="grid grid-cols-2 gap-4">
          {rest.map((image) => (
            <li key={image.src} className={`overflow-hidden rounded-sm ${background}`}>
              <Picture
                image={image}
                slot="thumbnail"
                alt={image.alt}
                width={960}
                height={720}
                loading="lazy"
                className="aspect-[4/3] w-full object-contain"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
