import { useHydrated, useRouterState } from '@tanstack/react-router'
import { comparisonHref } from '#src/compare/links.ts'
import { carriedSelection, withProduct } from '#src/compare/selection.ts'
import { loadSelectionStore, togglePick, usePicks } from '#src/compare/picks.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'

/** The selection a page's address carries for visitors without JavaScript (`?compare=a,b`). */
export function useCarriedSelection(): string[] {
  const value = useRouterState({ select: (s) => carriedSelection(s.location.searchStr).join(',') })
  return value ? value.split(',') : []
}

/** "Add to compare": a toggle button once hydrated; before that, and without JavaScript, a link to the comparison. */
export function CompareToggle({
  product,
  describedBy,
  className = '',
}: {
  product: { slug: string; name: string }
  /** The id of the element that names the product (the card's heading): screen readers say which cabinet it adds. */
  describedBy: string
  className?: string
}) {
  const locale = useLocale()
  const hydrated = useHydrated()
  const picks = usePicks()
  const carried = useCarriedSelection()
  const label = m.compare_toggle()
  if (!hydrated) {
    return (
      <a
        href={comparisonHref(locale, withProduct(carried, product.slug))}
        aria-describedby={describedBy}
        data-picked={carried.includes(product.slug) || undefined}
        className={`compare-toggle ${className}`}
      >
        {label}
      </a>
    )
  }
  const pressed = picks.some((p) => p.locale === locale && p.slug === product.slug)
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-describedby={describedBy}
      onClick={() => togglePick({ slug: product.slug, name: product.name, locale })}
      // The selection's store loads while the pointer comes over (or focus lands): the click finds it there.
      onPointerEnter={() => void loadSelectionStore()}
      onFocus={() => void loadSelectionStore()}
      className={`compare-toggle ${className}`}
    >
      {label}
    </button>
  )
}
