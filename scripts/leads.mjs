// `npm run leads`: lists the stored leads, newest first, with the state of their deliveries.
// `npm run leads -- --csv [file]`: exports every lead as CSV (one column per field of any form).
// It reads the site's own lead store (src/leads/, through jiti): PostgreSQL when DATABASE_URL is
// set, else SQLite in DATA_DIR, exactly as the server picks it.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createJiti } from 'jiti'

const root = fileURLToPath(new URL('..', import.meta.url))
const jiti = createJiti(import.meta.url, {
  alias: { '~': join(root, 'src'), '#app-config': join(root, 'app.config.ts') },
})
const { parseEnv, EnvError } = await jiti.import('../src/server/env.server.ts')
const { openLeadStore } = await jiti.import('../src/leads/openStore.server.ts')

let env
try {
  env = parseEnv(process.env)
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  console.error(error.message)
  process.exit(1)
}
if (!env.databaseUrl && !existsSync(join(env.dataDir, 'leads.sqlite'))) {
  console.log(
    `No lead store at ${join(env.dataDir, 'leads.sqlite')} yet: no form has been sent (set DATA_DIR if the site uses another folder).`,
  )
  process.exit(0)
}
const store = openLeadStore(env)
try {
  const leads = await store.leads()
  const states = new Map()
  for (const d of await store.deliveries()) {
    const list = states.get(d.leadId) ?? []
    list.push(`${d.kind}:${d.status}${d.attempts > 1 ? `(${d.attempts})` : ''}`)
    states.set(d.leadId, list)
  }

  const args = process.argv.slice(2)
  if (args[0] === '--csv') {
    const fieldNames = [...new Set(leads.flatMap((l) => Object.keys(l.fields)))].sort()
    const columns = ['id', 'created_at', 'form', 'locale', 'page', 'url', ...fieldNames, 'deliveries']
    // RFC 4180 quoting; cells that a spreadsheet would run as a formula are defused.
    const cell = (value) => {
      let text = String(value ?? '')
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
    }
    const rows = leads.map((l) => {
      const base = { ...l, created_at: new Date(l.createdAt).toISOString(), deliveries: (states.get(l.id) ?? []).join(' ') }
      return columns.map((c) => cell(c in l.fields ? l.fields[c] : base[c])).join(',')
    })
    const csv = [columns.join(','), ...rows].join('\r\n') + '\r\n'
    if (args[1]) {
      writeFileSync(args[1], csv)
      console.log(`${leads.length} lead(s) written to ${args[1]}`)
    } else process.stdout.write(csv)
  } else {
    if (!leads.length) console.log('No leads stored yet.')
    for (const l of leads) {
      const f = l.fields
      const name = [f.first_name, f.last_name].filter(Boolean).join(' ')
      console.log(
        `${new Date(l.createdAt).toISOString()}  ${l.form.padEnd(13)} ${l.locale}  ${(name || '-').padEnd(24)} ${(f.email ?? '').padEnd(32)} ${(states.get(l.id) ?? []).join(' ')}`,
      )
    }
  }
} finally {
  await store.close()
}
