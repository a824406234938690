import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSentry } from '../../tests/e2e/support/fake-sentry.mjs'
import { parseDsn } from './envelope'
import { ERROR_REPORT_BUDGET, ErrorReporter } from './reporter.server'
import { reportOf } from './report'

describe('ErrorReporter, against a fake Sentry endpoint', () => {
  let sentry: Awaited<ReturnType<typeof startFakeSentry>>
  beforeAll(async () => (sentry = await startFakeSentry({ publicKey: 'pk1', project: 3 })))
  afterAll(() => sentry.close())

  it('sends each error once a minute at most, and no more than 30 a minute in all', async () => {
    const clock = { now: 1_000_000 }
    const reporter = new ErrorReporter(parseDsn(sentry.dsn), {
      release: 'r',
      environment: 'production',
      origin: 'https://x.test',
      now: () => clock.now,
    })
    const before = sentry.events().length
    reporter.report(reportOf(new Error('same'), 'server'))
    reporter.report(reportOf(new Error('same'), 'server'))
    for (let i = 0; i < 40; i++) reporter.report(reportOf(new Error(`storm ${i}`), 'server'))
    await reporter.flush()
    expect(sentry.events().length - before).toBe(30)
    clock.now += 60_000
    reporter.report(reportOf(new Error('same'), 'server'))
    await reporter.flush()
    expect(sentry.events().length - before).toBe(31)
    expect(sentry.state.refused).toEqual([])
  })

  it("gives the browser a budget of its own: a storm of browser reports never takes the server's reserve", async () => {
    const clock = { now: 5_000_000 }
    const reporter = new ErrorReporter(parseDsn(sentry.dsn), {
      release: 'r',
      environment: 'production',
      origin: 'https://x.test',
      now: () => clock.now,
    })
    const before = sentry.events().length
    for (let i = 0; i < 40; i++) reporter.report(reportOf(new Error(`forged ${i}`), 'browser'))
    for (let i = 0; i < 40; i++) reporter.report(reportOf(new Error(`real ${i}`), 'server'))
    await reporter.flush()
    const sent = sentry.events().slice(before)
    const runtimes = sent.map((event) => (event as { tags: { runtime: string } }).tags.runtime)
    expect(runtimes.filter((r) => r === 'browser')).toHaveLength(ERROR_REPORT_BUDGET.browserPerMinute)
    expect(runtimes.filter((r) => r === 'server')).toHaveLength(ERROR_REPORT_BUDGET.perMinute - ERROR_REPORT_BUDGET.browserPerMinute)
    expect(reporter.status()).toEqual({
      sent: ERROR_REPORT_BUDGET.perMinute,
      repeats: 0,
      dropped: {
        browserBudget: 40 - ERROR_REPORT_BUDGET.browserPerMinute,
        serverBudget: 40 - (ERROR_REPORT_BUDGET.perMinute - ERROR_REPORT_BUDGET.browserPerMinute),
        address: 0,
        refused: 0,
      },
    })
    // The server alone may use the whole budget.
    clock.now += 60_000
    for (let i = 0; i < 40; i++) reporter.report(reportOf(new Error(`later ${i}`), 'server'))
    await reporter.flush()
    expect(sentry.events().length - before).toBe(2 * ERROR_REPORT_BUDGET.perMinute)
  })

  it('drops a report the endpoint refuses, without throwing', async () => {
    const reporter = new ErrorReporter(parseDsn(sentry.dsn.replace('pk1', 'wrong')), {
      release: 'r',
      environment: 'production',
      origin: 'https://x.test',
    })
    reporter.report(reportOf(new Error('refused'), 'server'))
    await reporter.flush()
    expect(sentry.state.refused).toEqual(['bad X-Sentry-Auth'])
  })
})
