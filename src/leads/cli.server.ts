/** `npm run leads`: lists, exports or erases what the lead store the environment names holds (docs/leads.md). */
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { personNameOf } from '#src/forms/fields.ts'
import { EnvError, parseEnv } from '#src/platform/env.server.ts'
import { leadsUsage, parseLeadsArgs, type LeadsCommand } from './cliArgs'
import { leadsCsv, deliveryStates } from './csv'
import { openLeadStore } from './openStore.server'
import { eraseByEmail, exportByEmail, sweepRetention, type Erasure } from './privacy.server'
import type { LeadStore } from './store.server'

export type CliIo = { out: (text: string) => void; err: (text: string) => void; env: Record<string, string | undefined> }

/** Runs one command; the exit code is 0 on success, 1 on a failure, 2 on bad arguments. */
export async function runLeadsCli(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseLeadsArgs(argv)
  if (!parsed.ok) {
    io.err(`${parsed.error}\n\n${leadsUsage}\n`)
    return 2
  }
  const command = parsed.value
  if (command.command === 'help') {
    io.out(`${leadsUsage}\n`)
    return 0
  }
  let env: ReturnType<typeof parseEnv>
  try {
    env = parseEnv(io.env)
  } catch (error) {
    if (error instanceof EnvError) {
      io.err(`${error.message}\n`)
      return 1
    }
    throw error
  }
  // Never create an empty SQLite store just to look into it.
  if (!env.databaseUrl && !existsSync(join(env.dataDir, 'leads.sqlite'))) {
    if (command.command === 'export') {
      io.out(`${JSON.stringify({ email: command.email, exportedAt: new Date().toISOString(), leads: [], mailFiles: [] }, null, 2)}\n`)
      return 0
    }
    io.out(
      `No lead store at ${join(env.dataDir, 'leads.sqlite')} yet: nothing is stored (set DATA_DIR or DATABASE_URL if the site uses another).\n`,
    )
    return 0
  }
  const store = openLeadStore(env)
  try {
    await run(command, store, env, io)
    return 0
  } finally {
    await store.close()
  }
}

async function run(command: Exclude<LeadsCommand, { command: 'help' }>, store: LeadStore, env: ReturnType<typeof parseEnv>, io: CliIo) {
  switch (command.command) {
    case 'list': {
      const leads = await store.leads()
      const states = deliveryStates(await store.deliveries())
      if (!leads.length) io.out('No leads stored yet.\n')
      for (const l of leads) {
        const name = personNameOf(l.fields) || (l.anonymizedAt ? '(anonymized)' : '-')
        const when = new Date(l.createdAt).toISOString()
        io.out(
          `${when}  ${l.form.padEnd(13)} ${l.locale}  ${name.padEnd(24)} ${(l.fields.email ?? '').padEnd(32)} ${states.get(l.id) ?? ''}\n`,
        )
      }
      return
    }
    case 'csv': {
      const leads = await store.leads()
      const csv = leadsCsv(leads, await store.deliveries())
      if (command.file) {
        writeFileSync(command.file, csv)
        io.out(`${leads.length} lead(s) written to ${command.file}\n`)
      } else io.out(csv)
      return
    }
    case 'export':
      io.out(`${JSON.stringify(await exportByEmail(store, env.dataDir, command.email), null, 2)}\n`)
      return
    case 'erase': {
      const leads = await store.leadsByEmail(command.email)
      const erased = await eraseByEmail(store, env.dataDir, command.email)
      io.out(describeErasure(`Erased everything stored about ${command.email}`, erased, leads))
      return
    }
    case 'sweep': {
      const swept = await sweepRetention(store, env.dataDir, { now: Date.now(), retentionDays: env.leadRetentionDays })
      io.out(describeErasure(`Retention (${env.leadRetentionDays} days): personal data erased`, swept, []))
      return
    }
  }
}

function describeErasure(title: string, erased: Erasure, leads: Awaited<ReturnType<LeadStore['leadsByEmail']>>): string {
  const pending = erased.deliveries.filter((d) => d.status === 'pending').length
  const lines = [
    `${title}:`,
    `  ${erased.leadIds.length} lead(s)`,
    ...leads.map((l) => `    ${new Date(l.createdAt).toISOString()}  ${l.form.padEnd(13)} ${l.id}`),
    `  ${erased.deliveries.length} deliver${erased.deliveries.length === 1 ? 'y' : 'ies'} (${pending} still pending)`,
    ...erased.deliveries.map((d) => `    ${d.kind.padEnd(15)} ${d.status.padEnd(8)} ${d.id}`),
    `  ${erased.mailFiles.length} mail file(s) under DATA_DIR/mail`,
    ...erased.mailFiles.map((f) => `    ${f}`),
  ]
  if (erased.residue) lines.push(`  Note: ${erased.residue}.`)
  return `${lines.join('\n')}\n`
}
