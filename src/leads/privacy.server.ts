/**
 * The operator's side of the GDPR for leads (decision 0010), over any lead store: export (art. 15, 20), erasure
 * (art. 17, mail files under DATA_DIR/mail included), and the retention sweep (art. 5(1)(e)) at start-up and daily.
 */
import { closeSync, existsSync, fstatSync, fsyncSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { leadPrivacy } from '#app-config'
import type { Logger } from '#src/platform/log.server.ts'
import { normalizeEmail } from './cliArgs'
import { retentionCutoff } from './retention'
import type { Delivery, ErasedData, LeadStore, StoredLead } from './store.server'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** A payload as it was stored: parsed when it is JSON (emails, the webhook body), else the text. */
function readable(payload: string): unknown {
  try {
    return JSON.parse(payload)
  } catch {
    return payload
  }
}

const exportDelivery = (d: Delivery) => ({
  id: d.id,
  kind: d.kind,
  status: d.status,
  attempts: d.attempts,
  createdAt: iso(d.createdAt),
  deliveredAt: iso(d.deliveredAt),
  nextAttemptAt: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
  lastError: d.lastError,
  payload: readable(d.payload),
})

const exportLead = (lead: StoredLead, deliveries: Delivery[]) => ({
  id: lead.id,
  form: lead.form,
  createdAt: iso(lead.createdAt),
  locale: lead.locale,
  page: lead.page,
  url: lead.url,
  fields: lead.fields,
  consent: lead.consent,
  anonymizedAt: iso(lead.anonymizedAt),
  deliveries: deliveries.filter((d) => d.leadId === lead.id).map(exportDelivery),
})

export type LeadExport = {
  email: string
  exportedAt: string
  leads: Array<ReturnType<typeof exportLead>>
  /** Emails written as files (no MAIL_API_URL) that name the address, under DATA_DIR/mail. */
  mailFiles: string[]
}

const mailFolder = (dataDir: string) => join(dataDir, 'mail')

/** Mail files that belong to one of these deliveries (their id is in the name) or mention the address. */
function mailFilesOf(dataDir: string, deliveryIds: string[], email?: string): string[] {
  const folder = mailFolder(dataDir)
  if (!existsSync(folder)) return []
  const needle = email && normalizeEmail(email)
  return readdirSync(folder)
    .filter(
      (name) =>
        deliveryIds.some((id) => name.includes(id)) ||
        (!!needle && readFileSync(join(folder, name), 'utf8').toLowerCase().includes(needle)),
    )
    .sort()
}

/** Overwrites a file with zeros before unlinking it, so its content is not left in the freed blocks. */
function shred(file: string) {
  const fd = openSync(file, 'r+')
  try {
    const size = fstatSync(fd).size
    const zeros = Buffer.alloc(Math.min(size, 1 << 20))
    for (let written = 0; written < size;) written += writeSync(fd, zeros, 0, Math.min(zeros.length, size - written), written)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  unlinkSync(file)
}

function removeMailFiles(dataDir: string, names: string[]): string[] {
  for (const name of names) shred(join(mailFolder(dataDir), name))
  return names
}

export async function exportByEmail(store: LeadStore, dataDir: string, email: string, now = new Date()): Promise<LeadExport> {
  const leads = await store.leadsByEmail(email)
  const deliveries = await store.deliveries(leads.map((l) => l.id))
  return {
    email: normalizeEmail(email),
    exportedAt: now.toISOString(),
    leads: leads.map((lead) => exportLead(lead, deliveries)),
    mailFiles: mailFilesOf(
      dataDir,
      deliveries.map((d) => d.id),
      email,
    ),
  }
}

export type Erasure = ErasedData & { mailFiles: string[] }

export async function eraseByEmail(store: LeadStore, dataDir: string, email: string): Promise<Erasure> {
  const erased = await store.eraseByEmail(email)
  const files = mailFilesOf(
    dataDir,
    erased.deliveries.map((d) => d.id),
    email,
  )
  return { ...erased, mailFiles: removeMailFiles(dataDir, files) }
}

export async function sweepRetention(store: LeadStore, dataDir: string, options: { now: number; retentionDays: number }): Promise<Erasure> {
  const swept = await store.anonymizeBefore(retentionCutoff(options.now, options.retentionDays), options.now)
  const files = mailFilesOf(
    dataDir,
    swept.deliveries.map((d) => d.id),
  )
  return { ...swept, mailFiles: removeMailFiles(dataDir, files) }
}

/** Sweeps now and then every day until stopped; one sweep at a time, errors logged, never thrown. */
export function scheduleRetentionSweeps(
  store: LeadStore,
  dataDir: string,
  retentionDays: number,
  logger: Logger,
  intervalMs: number = leadPrivacy.sweepIntervalMs,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined
  const sweep = () => {
    running ??= sweepRetention(store, dataDir, { now: Date.now(), retentionDays })
      .then((result) => {
        if (result.leadIds.length || result.residue)
          logger.info(
            { anonymizedLeads: result.leadIds.length, mailFiles: result.mailFiles.length, residue: result.residue, retentionDays },
            'retention sweep',
          )
      })
      .catch((error: unknown) => logger.error({ err: error }, 'retention sweep failed'))
      .finally(() => (running = undefined))
  }
  const first = setTimeout(sweep, 0)
  const timer = setInterval(sweep, intervalMs)
  first.unref()
  timer.unref()
  return {
    async stop() {
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}
