/** Each page load's Core Web Vitals as `web_vital` events (docs/tracking.md), loaded only after consent. A figure
 * describes the document loaded (navigations in it included), once final, and names the page the visit landed on. */
import type { Metric } from 'web-vitals'
import type { RouteName } from '#src/i18n/routes.ts'
import type { PageType } from './pageTypes'

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB'

export type WebVitalEvent = {
  event: 'web_vital'
  metric: WebVitalName
  value: number
  rating: Metric['rating']
  metricId: string
  navigationType: Metric['navigationType']
  routeName: RouteName
  pageType: PageType
  pageUrl: string
}

export type LandingPage = Pick<WebVitalEvent, 'routeName' | 'pageType' | 'pageUrl'>

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
