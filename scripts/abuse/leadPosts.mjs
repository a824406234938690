// Leads posted to a running site as a browser without JavaScript posts them, and what the lead
// store kept: shared by the database scenarios (database.mjs, sqliteFaults.mjs).
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** A newsletter sign-up posted as a browser without JavaScript does; its outcome from the redirect. */
export async function postLead(origin, i, tag) {
  const started = Date.now()
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
    ms: Date.now() - started,
    ...(response.error ? { error: String(response.error.cause?.code ?? response.error.name ?? response.error) } : {}),
  }
}

/** The email addresses of the leads a SQLite DATA_DIR holds (read-only: the site may still run). */
export function storedEmails(dataDir) {
  const db = new DatabaseSync(join(dataDir, 'leads.sqlite'), { readOnly: true })
  try {
    return new Set(
      db
        .prepare(`SELECT json_extract(fields, '$.email') AS email FROM leads`)
        .all()
        .map((r) => r.email),
    )
  } finally {
    db.close()
  }
}

/** Answers counted by their outcome (`success`, `error`, or the status when there was none). */
export const countOutcomes = (outcomes) =>
  outcomes.reduce((c, o) => ({ ...c, [o.result ?? o.status]: (c[o.result ?? o.status] ?? 0) + 1 }), {})
