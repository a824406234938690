// Scenario 3, the lead store failing under lead posts (issue 30).
// PostgreSQL: leads posted at 5 a second while the database is restarted (fast shutdown, a pause,
// start). Every post is either stored (and later delivered exactly once) or answered with the
// form's error; the site reconnects by itself; readiness is 503 during the outage and 200 after.
// SQLite: DATA_DIR on a small tmpfs, filled up, then freed: a clear error to the visitor and in
// health, nothing acknowledged that was not stored. (A read-only remount is refused while the
// database file is open, so the full disk is the fault tried.)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import postgres from 'postgres'
import { startFakeMail } from '../../tests/e2e/support/fake-mail.mjs'
import { startPostgres } from '../../tests/e2e/support/postgres.mjs'
import { sleep, startSite } from './support.mjs'

/** A newsletter sign-up posted as a browser without JavaScript does; its outcome from the redirect. */
async function postLead(origin, i, tag) {
  const response = await fetch(`${origin}/api/forms`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Origin: origin,
      'X-Forwarded-For': `10.${tag}.${(i >> 8) & 255}.${i & 255}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      form: 'newsletter',
      locale: 'en',
      page: 'home',
      path: '/',
      first_name: 'Ada',
      email: `lead-${tag}-${i}@example.com`,
      consent_privacy: 'on',
      consent_commercial: 'on',
    }),
    signal: AbortSignal.timeout(15_000),
  }).catch((error) => ({ status: 0, error }))
  const location = response.headers?.get('Location') ?? ''
  return {
    i,
    email: `lead-${tag}-${i}@example.com`,
    status: response.status,
    result: new URL(location || '/', origin).searchParams.get('form_result'),
  }
}

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
            pg.pause()
            outage.stopped = Date.now()
            await sleep(5000)
            pg.resume()
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
      otherAnswers: refused.filter((o) => o.result !== 'error').map((o) => `${o.status} ${o.result}`),
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

async function sqliteFullDisk({ cpus, log }) {
  const dir = mkdtempSync(join(tmpdir(), 'lumera-abuse-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir])
  } catch (error) {
    return {
      figures: {},
      checks: [['sqlite: a small tmpfs for DATA_DIR', 'mounted (needs root)', false, String(error.message).slice(0, 120)]],
    }
  }
  const mail = await startFakeMail()
  const site = await startSite({ DATA_DIR: dir, MAIL_API_URL: mail.mailUrl }, { cpus })
  const phases = {}
  const health = {}
  let n = 0
  const post = async (phase, count) => {
    phases[phase] = []
    for (let i = 0; i < count; i++) phases[phase].push(await postLead(site.origin, n++, 2))
  }
  const problems = async () => (await (await fetch(`${site.origin}/api/health`)).json()).problems
  try {
    await post('before', 10)
    // Fill the disk to the last byte.
    const filler = join(dir, 'filler')
    try {
      writeFileSync(filler, Buffer.alloc(32 * 1024 * 1024))
    } catch {
      // ENOSPC: it wrote what fitted.
    }
    await post('disk full', 10)
    health.full = await problems()
    rmSync(filler)
    await post('space again', 10)
    health.after = await problems()
    await site.stop()
    const db = new Database(join(dir, 'leads.sqlite'), { readonly: true })
    const stored = new Set(
      db
        .prepare(`SELECT json_extract(fields, '$.email') AS email FROM leads`)
        .all()
        .map((r) => r.email),
    )
    db.close()
    const all = Object.values(phases).flat()
    const acknowledged = all.filter((o) => o.result === 'success')
    const lost = acknowledged.filter((o) => !stored.has(o.email))
    const summary = Object.fromEntries(
      Object.entries(phases).map(([phase, outcomes]) => [
        phase,
        outcomes.reduce((c, o) => ({ ...c, [o.result ?? o.status]: (c[o.result ?? o.status] ?? 0) + 1 }), {}),
      ]),
    )
    log(`  SQLite answers by phase: ${JSON.stringify(summary)}`)
    const figures = { byPhase: summary, stored: stored.size, acknowledged: acknowledged.length, lostAcknowledged: lost.length, health }
    const refusedWhenBroken = phases['disk full'].some((o) => o.result === 'error')
    const checks = [
      [
        'sqlite full disk: leads acknowledged but not stored',
        '0',
        lost.length === 0,
        `${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} missing`,
      ],
      [
        'sqlite full disk: answers',
        "the form's error while full, success before and after",
        refusedWhenBroken &&
          all.every((o) => o.result === 'success' || o.result === 'error') &&
          ['before', 'space again'].every((p) => phases[p].every((o) => o.result === 'success')),
        Object.entries(summary)
          .map(([p, c]) => `${p} ${JSON.stringify(c)}`)
          .join('; '),
      ],
      [
        'sqlite full disk: health',
        'names the lead store and the disk',
        (health.full ?? []).some((p) => p.startsWith('lead store')) && (health.full ?? []).some((p) => p.startsWith('disk')),
        `full: ${JSON.stringify(health.full)}; after: ${JSON.stringify(health.after)}`,
      ],
    ]
    return { figures, checks }
  } finally {
    await site.stop()
    await mail.close()
    try {
      execFileSync('umount', [dir])
    } catch {
      // Not mounted.
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function database({ posts = 150, cpus = 0, log = console.log } = {}) {
  const pg = await postgresRestart({ posts, cpus, log })
  const sqlite = await sqliteFullDisk({ cpus, log })
  return { figures: { postgres: pg.figures, sqlite: sqlite.figures }, checks: [...pg.checks, ...sqlite.checks] }
}
