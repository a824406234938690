import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Category } from '#app-config'
import type { Suggestions } from '#src/catalogue/searchRanking.ts'
import { paramFromLocale } from '#src/i18n/locale.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { routerPath } from '../AppLink'
import { categoryStyle } from '../catalogue/categoryStyle'
import { NONE, SUGGEST_DEBOUNCE_MS, isComboboxKey, moveActive, suggestQuery } from './activeOption'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

type Option = { id: string; label: string; group: 'collections' | 'products'; open: () => void }

/**
 * The showcase overlay's search box: an ARIA combobox suggesting the collections and models the server finds as the
 * visitor types (the index never leaves the server); Enter with nothing chosen submits to the search page.
 */
export function SearchCombobox({ name, placeholder, label }: { name: string; placeholder: string; label: string }) {
  const locale = useLocale()
  const navigate = useNavigate()
  const baseId = useId()
  const [text, setText] = useState('')
  const [found, setFound] = useState<Suggestions | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(NONE)
  const latest = useRef(0)

  const query = suggestQuery(text)
  // The last answer stays while the next one is on its way; a text too short shows none.
  const suggestions = query ? found : null

  useEffect(() => {
    const request = ++latest.current
    if (!query) return
    const timer = window.setTimeout(() => {
      callServerFn(
        () => import('#src/catalogue/search.functions.ts'),
        (fns) => fns.fetchSuggestions({ data: { locale, q: query } }),
      )
        .then((answer) => {
          // Only the answer to the latest keystroke counts: slower earlier answers are dropped.
          if (request !== latest.current) return
          setFound(answer)
          setActive(NONE)
        })
        .catch(() => request === latest.current && setFound(null))
    }, SUGGEST_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [query, locale])

  const openCollection = (category: Category) =>
    void navigate({ to: routerPath(categoryStyle[category].page), params: { locale: paramFromLocale(locale) } })
  const openProduct = (slug: string) =>
    void navigate({ to: routerPath('/product/$slug'), params: { locale: paramFromLocale(locale), slug } })
  const options: Option[] = [
    ...(suggestions?.collections ?? []).map((category: Category) => ({
      id: `${baseId}-c-${category}`,
      label: categoryStyle[category].label(),
      group: 'collections' as const,
      open: () => openCollection(category),
    })),
    ...(suggestions?.products ?? []).map((product) => ({
      id: `${baseId}-p-${product.slug}`,
      label: product.name,
      group: 'products' as const,
      open: () => openProduct(product.slug),
    })),
  ]
  const expanded = open && options.length > 0

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key
    if (isComboboxKey(key) && (key === 'ArrowDown' || key === 'ArrowUp' || expanded)) {
      event.preventDefault()
      setOpen(true)
      setActive((current) => moveActive(expanded ? current : NONE, options.length, key))
    } else if (event.key === 'Enter' && expanded && active !== NONE) {
      event.preventDefault()
      options[active]?.open()
    } else if (event.key === 'Escape' && expanded) {
      // Close the list only: the overlay closes on the next Escape.
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      setActive(NONE)
    }
  }

  const listId = `${baseId}-list`
  const group = (key: Option['group'], title: string) => {
    const items = options.map((option, index) => ({ option, index })).filter(({ option }) => option.group === key)
    if (!items.length) return null
    return (
      <li role="presentation">
        <p id={`${listId}-${key}`} aria-hidden="true" className="px-3 pt-3 text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">
          {title}
        </p>
        <ul role="group" aria-labelledby={`${listId}-${key}`}>
          {items.map(({ option, index }) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={index === active}
              // Keep the focus in the box, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={option.open}
              className="cursor-pointer rounded-sm px-3 py-2 aria-selected:bg-ink aria-selected:text-white hover:bg-cream"
            >
              {option.label}
            </li>
          ))}
        </ul>
      </li>
    )
  }

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={`${baseId}-input`} className="sr-only">
        {label}
      </label>
      <input
        id={`${baseId}-input`}
        name={name}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active !== NONE ? options[active]?.id : undefined}
        value={text}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className="w-full bg-transparent py-3 text-lg outline-none placeholder:text-ink-soft"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-96 overflow-auto rounded-sm bg-white pb-2 shadow-lg ring-1 ring-ink/15"
      >
        {group('collections', m.search_suggestions_collections())}
        {group('products', m.search_suggestions_products())}
      </ul>
      <p role="status" className="sr-only">
        {suggestions && open ? (options.length ? m.search_suggestions_available() : m.search_suggestions_none()) : ''}
      </p>
    </div>
  )
}
