/** What /api/errors takes from a browser, and what it refuses, counts and passes on (decision 0068). */
import { describe, expect, it } from 'vitest'
import { BrowserReports } from './browserReports.server'
import type { ErrorReport } from './report'
import { ERROR_REPORT_BUDGET } from './reporter.server'
import { FrameReader } from './sourceMaps.server'

const SITE = 'https://www.example.com'
const map = JSON.stringify({ version: 3, sources: ['src/components/ContactForm.tsx'], names: ['submit'], mappings: 'AAAAA' })

function intake() {
  const sent: ErrorReport[] = []
  const dropped: string[] = []
  const clock = { now: 0 }
  const reports = new BrowserReports({
    reporter: { report: (report) => void sent.push(report), dropped: (cause) => void dropped.push(cause) },
    knownRoutes: async () => new Set(['__root__', '/{-$locale}/_site/contact']),
    frames: async () => new FrameReader({ '/assets/index-abc.js': map }),
    now: () => clock.now,
  })
  return { sent, dropped, clock, reports }
}

const report = {
  runtime: 'browser',
  type: 'TypeError',
  message: 'x is undefined',
  frames: [
    { filename: 'chrome-extension://abcdef/inject.js', function: 'hook', lineno: 1, colno: 1 },
    { filename: `${SITE}/assets/index-abc.js?v=1`, function: 'a', lineno: 1, colno: 1 },
  ],
  route: '/{-$locale}/_site/contact',
  path: '/contact?email=ada@example.com',
}
const post = (body: unknown, headers: Record<string, string> = { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' }) =>
  new Request(`${SITE}/api/errors`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers })

describe('BrowserReports', () => {
  it("passes on a page's report, its frames read through the source maps and the others' left out", async () => {
    const { reports, sent } = intake()
    expect((await reports.receive(post(report), '203.0.113.1')).status).toBe(204)
    expect(sent).toEqual([
      {
        runtime: 'browser',
        type: 'TypeError',
        message: 'x is undefined',
        frames: [{ filename: 'src/components/ContactForm.tsx', function: 'submit', lineno: 1, colno: 1, in_app: true }],
        route: '/{-$locale}/_site/contact',
        path: '/contact',
      },
    ])
  })

  it.each([
    ['no Origin nor Sec-Fetch-Site (a script, not a page)', {}],
    ['another origin', { Origin: 'https://evil.example' }],
    ['another site', { Origin: SITE, 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site subdomain', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a report with %s, and counts it', async (_, headers) => {
    const { reports, sent, dropped } = intake()
    expect((await reports.receive(post(report, headers), '203.0.113.1')).status).toBe(403)
    expect([sent, dropped]).toEqual([[], ['refused']])
  })

  it.each([
    ['a route the site does not have', { ...report, route: '/{-$locale}/_site/hidden-admin' }],
    ['a slug instead of a route id', { ...report, route: '/product/aurora-90' }],
    ['a report that is no report', { runtime: 'server', type: 'x' }],
    ['text that is no JSON', 'not json'],
  ])('refuses %s', async (_, body) => {
    const { reports, sent, dropped } = intake()
    expect((await reports.receive(post(body), '203.0.113.1')).status).toBe(400)
    expect([sent, dropped]).toEqual([[], ['refused']])
  })

  it('takes a few a minute from one address, whatever it sends, and as many from the others', async () => {
    const { reports, sent, dropped, clock } = intake()
    const from = async (address: string) => (await reports.receive(post({ ...report, message: `${address} ${clock.now}` }), address)).status
    for (let i = 0; i < ERROR_REPORT_BUDGET.perAddressPerMinute; i++) expect(await from('203.0.113.1')).toBe(204)
    expect(await from('203.0.113.1')).toBe(429)
    expect(await from('198.51.100.2')).toBe(204)
    clock.now += 60_000
    expect(await from('203.0.113.1')).toBe(204)
    expect(sent).toHaveLength(ERROR_REPORT_BUDGET.perAddressPerMinute + 2)
    expect(dropped).toEqual(['address'])
  })
})
