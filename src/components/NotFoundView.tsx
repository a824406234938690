import { m } from '#src/paraglide/messages.js'
import { AppLink } from './AppLink'
import { DefaultLayout } from './layout/DefaultLayout'

/** The not-found page (docs/specification.md §8), with the default layout around it. */
export function NotFoundView() {
  return (
    <DefaultLayout>
      <title>{m.notfound_meta_title()}</title>
      <section className="container-site py-24 md:py-32 text-center">
        <p className="eyebrow">404</p>
        <h1 className="display-2 mt-4">{m.notfound_title()}</h1>
        <p className="mt-6 text-lg text-ink-soft">{m.notfound_text()}</p>
        <nav className="mt-10 flex flex-wrap justify-center gap-4" aria-label={m.notfound_text()}>
          <AppLink to="/" className="button-primary">
            {m.nav_home()}
          </AppLink>
          <AppLink to="/showcases" className="button-secondary">
            {m.nav_showcases()}
          </AppLink>
          <AppLink to="/custom-made" className="button-secondary">
            {m.nav_custom_made()}
          </AppLink>
        </nav>
      </section>
    </DefaultLayout>
  )
}
