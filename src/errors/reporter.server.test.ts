import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSentry } from '../../tests/e2e/support/fake-sentry.mjs'
import { parseDsn } from './envelope'
import { ErrorReporter } from './reporter.server'
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
