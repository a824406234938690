import { describe, expect, it } from 'vitest'
import { authHeader, envelopeOf, parseDsn } from './envelope'

describe('parseDsn', () => {
  it.each([
    ['https://abc123@o1.ingest.sentry.io/4505', 'https://o1.ingest.sentry.io/api/4505/envelope/'],
    ['http://key@127.0.0.1:9000/errors/7', 'http://127.0.0.1:9000/errors/api/7/envelope/'],
  ])('%s sends to %s', (dsn, endpoint) => {
    expect(parseDsn(dsn)).toMatchObject({ endpoint, dsn })
  })

  it.each(['https://o1.ingest.sentry.io/4505', 'https://key@o1.ingest.sentry.io/', 'https://key@host/project'])('refuses %s', (dsn) => {
    expect(() => parseDsn(dsn)).toThrow()
  })

  it('authenticates with the public key', () => {
    expect(authHeader(parseDsn('https://abc123@o1.ingest.sentry.io/4505'))).toBe(
      'Sentry sentry_version=7, sentry_key=abc123, sentry_client=lumera-site.errors/1.0.0',
    )
  })
})

describe('envelopeOf', () => {
  it('is three JSON lines: the envelope, the item with its length, the event with route and release', () => {
    const dsn = parseDsn('https://abc123@o1.ingest.sentry.io/4505')
    const text = envelopeOf(
      {
        runtime: 'browser',
        type: 'Error',
        message: 'boom',
        frames: [{ filename: '/assets/a.js', lineno: 1, colno: 2 }],
        route: '/r',
        path: '/p',
      },
      dsn,
      {
        eventId: 'e'.repeat(32),
        now: 1_700_000_000_000,
        release: 'lumera-site@1.0.0+abc',
        environment: 'production',
        origin: 'https://www.lumera.test',
      },
    )
    const [header, item, event, end] = text.split('\n')
    expect(JSON.parse(header!)).toMatchObject({ event_id: 'e'.repeat(32), dsn: dsn.dsn, sent_at: '2023-11-14T22:13:20.000Z' })
    expect(JSON.parse(item!)).toEqual({ type: 'event', length: Buffer.byteLength(event!) })
    expect(JSON.parse(event!)).toMatchObject({
      platform: 'javascript',
      release: 'lumera-site@1.0.0+abc',
      transaction: '/r',
      tags: { runtime: 'browser', route: '/r' },
      request: { url: 'https://www.lumera.test/p' },
      exception: { values: [{ type: 'Error', value: 'boom', stacktrace: { frames: [{ filename: '/assets/a.js' }] } }] },
    })
    expect(JSON.parse(event!)).not.toHaveProperty('user')
    expect(end).toBe('')
  })
})
