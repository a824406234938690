// `npm run leads`: lists the stored leads, newest first, with the state of their deliveries.
// `npm run leads -- --csv [file]`: exports every lead as CSV (one column per field of any form).
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'

const dataDir = process.env.DATA_DIR || './data'
const file = join(dataDir, 'leads.sqlite')
if (!existsSync(file)) {
  console.log(`No lead store at ${file} yet: no form has been sent (set DATA_DIR if the site uses another folder).`)
  process.exit(0)
}
const db = new Database(file, { readonly: true, fileMustExist: true })
const leads = db.prepare('SELECT * FROM leads ORDER BY created_at DESC').all()
const deliveries = db.prepare('SELECT lead_id, kind, status, attempts FROM deliveries').all()
const states = new Map()
for (const d of deliveries) {
  const list = states.get(d.lead_id) ?? []
  list.push(`${d.kind}:${d.status}${d.attempts > 1 ? `(${d.attempts})` : ''}`)
  states.set(d.lead_id, list)
}

const args = process.argv.slice(2)
if (args[0] === '--csv') {
  const fieldNames = [...new Set(leads.flatMap((l) => Object.keys(JSON.parse(l.fields))))].sort()
  const columns = ['id', 'created_at', 'form', 'locale', 'page', 'url', ...fieldNames, 'deliveries']
  // RFC 4180 quoting; cells that a spreadsheet would run as a formula are defused.
  const cell = (value) => {
    let text = String(value ?? '')
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  const rows = leads.map((l) => {
    const fields = JSON.parse(l.fields)
    const base = { ...l, created_at: new Date(l.created_at).toISOString(), deliveries: (states.get(l.id) ?? []).join(' ') }
    return columns.map((c) => cell(c in fields ? fields[c] : base[c])).join(',')
  })
  const csv = [columns.join(','), ...rows].join('\r\n') + '\r\n'
  if (args[1]) {
    writeFileSync(args[1], csv)
    console.log(`${leads.length} lead(s) written to ${args[1]}`)
  } else process.stdout.write(csv)
} else {
  if (!leads.length) console.log('No leads stored yet.')
  for (const l of leads) {
    const f = JSON.parse(l.fields)
    const name = [f.first_name, f.last_name].filter(Boolean).join(' ')
    console.log(
      `${new Date(l.created_at).toISOString()}  ${l.form.padEnd(13)} ${l.locale}  ${(name || '-').padEnd(24)} ${(f.email ?? '').padEnd(32)} ${(states.get(l.id) ?? []).join(' ')}`,
    )
  }
}
