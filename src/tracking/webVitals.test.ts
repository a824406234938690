import { describe, expect, it } from 'vitest'
import { webVitalEvent } from './webVitals'

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
