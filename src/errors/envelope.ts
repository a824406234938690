/** Sentry's DSN and envelope: `…/api/<project>/envelope/`, `X-Sentry-Auth`, three JSON lines. */
import type { ErrorReport } from './report'

export type Dsn = { endpoint: string; publicKey: string; dsn: string }

export function parseDsn(dsn: string): Dsn {
  const url = new URL(dsn)
  const segments = url.pathname.split('/').filter(Boolean)
  const project = segments.pop()
  if (!url.username || !project || !/^\d+$/.test(project)) throw new Error('a DSN is https://<key>@<host>/<project id>')
  const prefix = segments.length ? `/${segments.join('/')}` : ''
  return { endpoint: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`, publicKey: decodeURIComponent(url.username), dsn }
}

const SDK = { name: 'lumera-site.errors', version: '1.0.0' }

export function authHeader(dsn: Dsn): string {
  return `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=${SDK.name}/${SDK.version}`
}

export type EventMeta = { eventId: string; now: number; release: string; environment: string; origin: string }

export function envelopeOf(report: ErrorReport, dsn: Dsn, meta: EventMeta): string {
  const event = {
    event_id: meta.eventId,
    timestamp: meta.now / 1000,
    platform: report.runtime === 'browser' ? 'javascript' : 'node',
    level: 'error',
    logger: report.runtime,
    release: meta.release,
    environment: meta.environment,
    ...(report.route ? { transaction: report.route } : {}),
    tags: { runtime: report.runtime, ...(report.route ? { route: report.route } : {}) },
    ...(report.path ? { request: { url: `${meta.origin}${report.path}` } } : {}),
    exception: { values: [{ type: report.type, value: report.message, stacktrace: { frames: report.frames } }] },
    sdk: SDK,
  }
  const header = { event_id: meta.eventId, sent_at: new Date(meta.now).toISOString(), dsn: dsn.dsn, sdk: SDK }
  const body = JSON.stringify(event)
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(body) })}\n${body}\n`
}
