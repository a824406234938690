/** The one module that talks to the tag manager, and only after consent `yes`. Consent Mode v2's defaults (all
 * denied) go first, then the visitor's grant, the order tag managers expect. */
import type { RouteName } from '#src/i18n/routes.ts'
import type { PageType } from './pageTypes'
import type { WebVitalEvent } from './webVitals'

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

export type PageViewEvent = { event: 'page_view'; routeName: RouteName; pageType: PageType; pageUrl: string; pageTitle: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

let started = false

function dataLayer(): unknown[] {
  return (window.dataLayer ??= [])
}

// Consent Mode reads `arguments` objects, not arrays: this must stay a plain function.
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- Consent Mode needs the `arguments` object itself (see above)
  dataLayer().push(arguments)
}

export function startTagManager(containerId: string): void {
  if (started || typeof document === 'undefined') return
  started = true
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  })
  // The banner's single "accept" covers measurement only; advertising stays denied.
  gtag('consent', 'update', { analytics_storage: 'granted' })
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`
  document.head.append(script)
}

export function tagManagerStarted(): boolean {
  return started
}

export function pushPageView(event: Omit<PageViewEvent, 'event'>): void {
  if (!started) return
  dataLayer().push({ event: 'page_view', ...event } satisfies PageViewEvent)
}

/** A web vital of this page load (webVitals.ts); like page views, only once the tag manager has started. */
export function pushWebVital(event: WebVitalEvent): void {
  if (!started) return
  dataLayer().push(event)
}
