import type { Metric } from 'web-vitals'
import { describe, expect, it, vi } from 'vitest'
import { reportWebVitals, webVitalEvent, type WebVitalEvent } from './webVitals'

// The library's four listeners, recorded so the test can report metrics through them.
const listeners = vi.hoisted(() => ({ LCP: [], INP: [], CLS: [], TTFB: [] }) as Record<string, Array<(metric: Metric) => void>>)
vi.mock('web-vitals', () => ({
  onLCP: (report: (metric: Metric) => void) => listeners.LCP!.push(report),
  onINP: (report: (metric: Metric) => void) => listeners.INP!.push(report),
  onCLS: (report: (metric: Metric) => void) => listeners.CLS!.push(report),
  onTTFB: (report: (metric: Metric) => void) => listeners.TTFB!.push(report),
}))
const page = { routeName: 'contact', pageType: 'form', pageUrl: 'https://www.lumera-vetrine.it/it/contatta?utm_source=x' } as const

describe('webVitalEvent', () => {
  it.each([
    ['LCP', 1834.6, 1835],
    ['INP', 112.4, 112],
    ['TTFB', 87.5, 88],
    ['CLS', 0.012345, 0.0123],
    ['CLS', 0, 0],
  ] as const)('%s %d is pushed as %d', (name, value, pushed) => {
    expect(webVitalEvent({ name, value, rating: 'good', id: 'v5-1-2', navigationType: 'navigate' }, page)).toEqual({
      event: 'web_vital',
      metric: name,
      value: pushed,
      rating: 'good',
      metricId: 'v5-1-2',
      navigationType: 'navigate',
      routeName: 'contact',
      pageType: 'form',
      pageUrl: 'https://www.lumera-vetrine.it/it/contatta?utm_source=x',
    })
  })

  it("keeps the library's rating and navigation type as they are", () => {
    const event = webVitalEvent({ name: 'INP', value: 640, rating: 'poor', id: 'v5-9', navigationType: 'back-forward-cache' }, page)
    expect(event).toMatchObject({ rating: 'poor', navigationType: 'back-forward-cache', value: 640 })
  })
})

describe('reportWebVitals', () => {
  const metric = (name: string, value: number) =>
    ({ name, value, rating: 'good', id: `v5-${name}`, navigationType: 'navigate' }) as unknown as Metric

  it('listens once per document to each of the four metrics and pushes what each reports, nothing else', async () => {
    const pushed: WebVitalEvent[] = []
    await reportWebVitals(page, (event) => pushed.push(event))
    await reportWebVitals(page, () => expect.unreachable('a second call pushes nothing'))
    expect(Object.fromEntries(Object.entries(listeners).map(([name, list]) => [name, list.length]))).toEqual({
      LCP: 1,
      INP: 1,
      CLS: 1,
      TTFB: 1,
    })
    listeners.LCP![0]!(metric('LCP', 1200.4))
    listeners.INP![0]!(metric('INP', 80))
    listeners.CLS![0]!(metric('CLS', 0.05))
    listeners.TTFB![0]!(metric('TTFB', 90.6))
    // The library's type allows FCP too: it is not one the business reads.
    listeners.LCP![0]!(metric('FCP', 700))
    expect(pushed.map((event) => [event.metric, event.value, event.routeName])).toEqual([
      ['LCP', 1200, 'contact'],
      ['INP', 80, 'contact'],
      ['CLS', 0.05, 'contact'],
      ['TTFB', 91, 'contact'],
    ])
  })
})
