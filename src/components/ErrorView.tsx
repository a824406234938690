import { Component, type ReactNode } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { m } from '#src/paraglide/messages.js'
import { localeFromPathname, localePrefix } from '#src/i18n/locale.ts'
import { DefaultLayout } from './layout/DefaultLayout'
import { isChunkLoadError, reloadAfterChunkError } from '#src/navigation/ChunkReloadGuard.tsx'

function statusOf(error: unknown): number {
  const candidate = (error as { status?: unknown; statusCode?: unknown } | null) ?? {}
  const status = Number(candidate.status ?? candidate.statusCode)
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500
}

/** The error page: the status code and a way forward. Errors inside it fall back to a plain message. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  if (typeof window !== 'undefined' && isChunkLoadError(error)) reloadAfterChunkError()
  const status = statusOf(error)
  return (
    <ErrorViewBoundary>
      <DefaultLayout>
        <title>{m.error_status({ status })}</title>
        <section className="container-site py-24 md:py-32 text-center" role="alert">
          <p className="eyebrow">{m.error_status({ status })}</p>
          <h1 className="display-2 mt-4">{m.error_title()}</h1>
          <p className="mt-6 text-lg text-ink-soft">{m.error_text()}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <button type="button" className="button-primary" onClick={reset}>
              {m.error_retry()}
            </button>
            <a href={homeHref()} className="button-secondary">
              {m.back_home()}
            </a>
          </div>
        </section>
      </DefaultLayout>
    </ErrorViewBoundary>
  )
}

function homeHref() {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname
  return localePrefix(localeFromPathname(pathname)) || '/'
}

/** Last resort: if the error view itself fails, show a generic message with a link home. */
class ErrorViewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <main className="p-8 text-center">
        <p>{m.error_generic()}</p>
        <a href={homeHref()}>{m.back_home()}</a>
      </main>
    )
  }
}
