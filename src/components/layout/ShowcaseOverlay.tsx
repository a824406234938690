import { useNavigate } from '@tanstack/react-router'
import { type FormEvent } from 'react'
import { categories, timing } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import { useLocale } from '#src/i18n/useLocale.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { pageHref } from '#src/site/sites.ts'
import { paramFromLocale } from '#src/i18n/locale.ts'
import { AppLink, routerPath } from '../AppLink'
import { Dialog } from '../dialog/Dialog'
import { FormModalLink } from '../forms/FormModalLink'
import { categoryStyle } from '../catalogue/categoryStyle'
import { SearchIcon } from '../icons'
import { SearchCombobox } from '../search/SearchCombobox'

/** The showcase menu (docs/specification.md §4, §5): the search, every showcase and the catalogue form, sliding in from the left. */
export default function ShowcaseOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const locale = useLocale()
  const navigate = useNavigate()
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    void navigate({ to: routerPath('/search'), params: { locale: paramFromLocale(locale) }, search: q ? { q } : {} })
  }
  return (
    <Dialog open={open} onClose={onClose} title={m.nav_showcases()} size="overlay" closeDelayMs={timing.showcaseOverlayCloseDelayMs}>
      <form
        role="search"
        method="get"
        action={pageHref(publicPath('/search', locale))}
        onSubmit={search}
        className="flex items-center border-b border-ink/40 focus-within:border-ink"
      >
        <SearchCombobox name="q" label={m.overlay_search_label()} placeholder={m.overlay_search_placeholder()} />
        <button type="submit" className="icon-button" aria-label={m.nav_search()}>
          <SearchIcon />
        </button>
      </form>
      <nav aria-label={m.nav_showcases()} className="mt-8">
        <ul className="space-y-1">
          <li>
            <AppLink to="/showcases" className="overlay-link">
              {m.menu_all_showcases()}
            </AppLink>
          </li>
          {categories.map((category) => {
            const style = categoryStyle[category]
            return (
              <li key={category}>
                <AppLink to={style.page} className="overlay-link group">
                  <span aria-hidden="true" className={`inline-block size-3 rounded-full ${style.background} ring-1 ring-ink/15`} />
                  {style.label()}
                </AppLink>
              </li>
            )
          })}
          <li>
            <AppLink to="/showcases-custom-made" className="overlay-link">
              {m.page_showcases_custom_made_heading()}
            </AppLink>
          </li>
        </ul>
      </nav>
      <div className="mt-10 rounded-sm bg-cream p-6">
        <p className="font-display text-2xl">{m.overlay_catalogue_title()}</p>
        <p className="mt-2 text-sm text-ink-soft">{m.overlay_catalogue_text()}</p>
        <FormModalLink form="catalogue" fallback="/catalogue" className="button-primary mt-5 w-full">
          {m.form_title_catalogue()}
        </FormModalLink>
      </div>
    </Dialog>
  )
}
