// Scenario 3, the lead store failing under lead posts (issue 30).
// PostgreSQL: leads posted at 5 a second while the database is restarted (fast shutdown, a pause,
// start). Every post is either stored (and later delivered exactly once) or answered with the
// form's error; the site reconnects by itself; readiness is 503 during the outage and 200 after.
// SQLite: a full disk and a read-only DATA_DIR (sqliteFaults.mjs).
import postgres from 'postgres'
import { startFakeMail } from '../../tests/e2e/support/fake-mail.mjs'
import { startPostgres } from '../../tests/e2e/support/postgres.mjs'
import { postLead } from './leadPosts.mjs'
import { sqliteFullDisk, sqliteReadOnly } from './sqliteFaults.mjs'
import { sleep, startSite } from './support.mjs'

async function postgresRestart({ posts, cpus, log }) {
  const pg = await startPostgres()
  const mail = await startFakeMail()
  const site = await startSite({ DATABASE_URL: pg.url, MAIL_API_URL: mail.mailUrl, AUTOMATION_WEBHOOK_URL: mail.webhookUrl }, { cpus })
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
  try {
    const readiness = []
    let polling = true
    const poller = (async () => {
      while (polling) {
        const status = await fetch(`${site.origin}/api/health/ready`, { signal: AbortSignal.timeout(5000) })
          .then((r) => r.status)
          .catch(() => 0)
        readiness.push({ at: Date.now(), status })
        await sleep(250)
      }
    })()
    const outcomes = []
    const outage = {}
    const sending = []
    for (let i = 0; i < posts; i++) {
      if (i === Math.floor(posts / 3)) {
        // The database goes away while posts keep coming (the restart runs beside them).
        sending.push(
          (async () => {
            outage.start = Date.now()
            await pg.pause()
            outage.stopped = Date.now()
            await sleep(5000)
            await pg.resume()
            outage.end = Date.now()
            log(`  PostgreSQL stopped for ${((outage.end - outage.start) / 1000).toFixed(1)} s`)
          })(),
        )
      }
      sending.push(postLead(site.origin, i, 1).then((o) => outcomes.push(o)))
      await sleep(200)
    }
    await Promise.all(sending)
    // Deliveries owed are sent once the database is back.
    let pending = -1
    for (let i = 0; i < 120 && pending !== 0; i++) {
      await sleep(500)
      pending = Number((await sql`SELECT count(*)::int AS n FROM deliveries WHERE status = 'pending' AND kind != 'user_email'`)[0].n)
    }
    await sleep(1000)
    polling = false
    await poller
    const stored = new Set((await sql`SELECT fields->>'email' AS email FROM leads`).map((r) => r.email))
    const deliveries = await sql`SELECT id, kind, status FROM deliveries WHERE kind != 'user_email'`
    const received = new Map()
    for (const record of mail.records) {
      const key = record.headers['idempotency-key']
      if (record.path !== '/email/user/') received.set(key, (received.get(key) ?? 0) + 1)
    }
    const acknowledged = outcomes.filter((o) => o.result === 'success')
    const refused = outcomes.filter((o) => o.result !== 'success')
    const lost = acknowledged.filter((o) => !stored.has(o.email))
    const undelivered = deliveries.filter((d) => (received.get(d.id) ?? 0) === 0)
    const repeated = [...received.values()].filter((n) => n > 1).length
    const during = readiness.filter((r) => r.at >= outage.stopped && r.at <= outage.end)
    const after = readiness.filter((r) => r.at > outage.end + 3000)
    const figures = {
      posts,
      acknowledged: acknowledged.length,
      refusedWithFormError: refused.filter((o) => o.result === 'error').length,
      otherAnswers: refused.filter((o) => o.result !== 'error').map((o) => `${o.status || o.error} after ${o.ms} ms`),
      slowestPostMs: Math.max(0, ...outcomes.map((o) => o.ms)),
      stored: stored.size,
      lostAcknowledged: lost.length,
      deliveriesOwed: deliveries.length,
      delivered: deliveries.length - undelivered.length,
      deliveredTwice: repeated,
      readinessDuringOutage: [...new Set(during.map((r) => r.status))],
      readinessAfter: [...new Set(after.map((r) => r.status))],
    }
    const checks = [
      [
        'pg: leads acknowledged but not stored',
        '0',
        lost.length === 0,
        `${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} acknowledged but missing`,
      ],
      [
        'pg: posts not stored',
        "all answered with the form's error",
        figures.otherAnswers.length === 0,
        `${figures.refusedWithFormError} form errors${figures.otherAnswers.length ? `, others: ${figures.otherAnswers.slice(0, 5).join(', ')}` : ''}`,
      ],
      [
        'pg: deliveries',
        'each sent exactly once',
        undelivered.length === 0 && repeated === 0,
        `${figures.delivered} of ${deliveries.length} delivered, ${repeated} twice`,
      ],
      [
        'pg: readiness',
        '503 during the outage, 200 after',
        during.some((r) => r.status === 503) && after.length > 0 && after.every((r) => r.status === 200),
        `during: ${figures.readinessDuringOutage.join('/')}, after: ${figures.readinessAfter.join('/')}`,
      ],
    ]
    return { figures, checks }
  } finally {
    await sql.end({ timeout: 1 })
    await site.stop()
    await mail.close()
    pg.stop()
  }
}

export async function database({ posts = 150, cpus = 0, log = console.log } = {}) {
  const pg = await postgresRestart({ posts, cpus, log })
  const full = await sqliteFullDisk({ cpus, log })
  const readOnly = await sqliteReadOnly({ cpus, log })
  return {
    figures: { postgres: pg.figures, sqliteFullDisk: full.figures, sqliteReadOnly: readOnly.figures },
    checks: [...pg.checks, ...full.checks, ...readOnly.checks],
  }
}
