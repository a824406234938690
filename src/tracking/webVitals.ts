/**
 * Real-user figures for the business (issue 29): the Core Web Vitals of each page load, pushed to the tag manager's
 * dataLayer as `web_vital` events. Measured with the `web-vitals` library, which this module loads; it is itself
 * loaded only by the tracking code, after the visitor's consent and with a container (useTracking.ts), so a
 * visitor who has not consented never downloads it.
 *
 * What a figure describes: the document the visitor loaded (LCP, TTFB: its first page; INP, CLS: the whole stay
 * on that document, client-side navigations included), reported once each when it is final (LCP at the first
 * input or when the page is hidden, INP and CLS when the page is hidden, TTFB once the page has loaded).
 * The event names the page the visit landed on.
 */
import type { Metric } from 'web-vitals'
import type { RouteName } from '#src/i18n/routes.ts'
import type { PageType } from './pageTypes'

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB'

export type WebVitalEvent = {
  event: 'web_vital'
  metric: WebVitalName
  /** Milliseconds, rounded (LCP, INP, TTFB); a unitless score to four decimals (CLS). */
  value: number
  rating: Metric['rating']
  /** Unique per metric and page load: lets a report count each load once. */
  metricId: string
  navigationType: Metric['navigationType']
  routeName: RouteName
  pageType: PageType
  pageUrl: string
}

export type LandingPage = Pick<WebVitalEvent, 'routeName' | 'pageType' | 'pageUrl'>

/** The dataLayer event of one metric. */
export function webVitalEvent(
  metric: Pick<Metric, 'value' | 'rating' | 'id' | 'navigationType'> & { name: WebVitalName },
  page: LandingPage,
): WebVitalEvent {
  return {
    event: 'web_vital',
    metric: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    metricId: metric.id,
    navigationType: metric.navigationType,
    ...page,
  }
}

let reporting = false

/** Starts reporting this document's web vitals through `push` (once per document; later calls do nothing). */
export async function reportWebVitals(page: LandingPage, push: (event: WebVitalEvent) => void): Promise<void> {
  if (reporting) return
  reporting = true
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals')
  const report = (metric: Metric) => {
    if (metric.name !== 'FCP') push(webVitalEvent({ ...metric, name: metric.name }, page))
  }
  onLCP(report)
  onINP(report)
  onCLS(report)
  onTTFB(report)
}
