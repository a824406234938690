import { useHydrated, useRouterState } from '@tanstack/react-router'
import { comparisonHref } from '~/compare/links'
import { carriedSelection, withProduct } from '~/compare/selection'
import { togglePick, usePicks } from '~/compare/selectionStore'
import { useLocale } from '~/i18n/useLocale'
import { m } from '~/paraglide/messages'

/** The selection a page's address carries for visitors without JavaScript (`?compare=a,b`). */
export function useCarriedSelection(): string[] {
  const value = useRouterState({ select: (s) => carriedSelection(s.location.searchStr).join(',') })
  return value ? value.split(',') : []
}

const Box = ({ checked }: { checked: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="shrink-0">
    <rect x="1.5" y="1.5" width="13" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    {checked ? <path d="m4.5 8.2 2.3 2.3 4.7-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
  </svg>
)

const look =
  'relative z-10 inline-flex min-h-9 items-center gap-2 self-start rounded-full border border-ink/40 px-3.5 py-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-ink hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper'

/**
 * "Add to compare" on a card or a product page: a toggle button (pressed while the product is in the
 * selection) once the page has hydrated; before that, and without JavaScript, a link to the comparison with
 * this product added to the selection the page's address carries.
 */
export function CompareToggle({ product, className = '' }: { product: { slug: string; name: string }; className?: string }) {
  const locale = useLocale()
  const hydrated = useHydrated()
  const picks = usePicks()
  const carried = useCarriedSelection()
  // The visible words start the accessible name (WCAG 2.5.3); the product tells the cards' toggles apart.
  const label = (
    <span>
      {m.compare_toggle()}
      <span className="sr-only">: {product.name}</span>
    </span>
  )
  if (!hydrated) {
    return (
      <a href={comparisonHref(locale, withProduct(carried, product.slug))} className={`${look} ${className}`}>
        <Box checked={carried.includes(product.slug)} />
        {label}
      </a>
    )
  }
  const pressed = picks.some((p) => p.locale === locale && p.slug === product.slug)
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => togglePick({ slug: product.slug, name: product.name, locale })}
      className={`${look} ${className}`}
    >
      <Box checked={pressed} />
      {label}
    </button>
  )
}
