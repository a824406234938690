/** `npm run leads -- --csv`, RFC 4180; cells a spreadsheet would run as a formula get a leading apostrophe. */
import type { Delivery, StoredLead } from './store.server'

const cell = (value: unknown) => {
  let text = String(value ?? '')
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** "internal_email:sent webhook:pending(3)": each delivery's state and, past one, its attempts. */
export function deliveryStates(deliveries: Delivery[]): Map<string, string> {
  const states = new Map<string, string[]>()
  for (const d of deliveries) {
    const list = states.get(d.leadId) ?? []
    list.push(`${d.kind}:${d.status}${d.attempts > 1 ? `(${d.attempts})` : ''}`)
    states.set(d.leadId, list)
  }
  return new Map([...states].map(([id, list]) => [id, list.join(' ')]))
}

export function leadsCsv(leads: StoredLead[], deliveries: Delivery[]): string {
  const states = deliveryStates(deliveries)
  const fieldNames = [...new Set(leads.flatMap((l) => Object.keys(l.fields)))].sort()
  const columns = ['id', 'created_at', 'form', 'locale', 'page', 'url', ...fieldNames, 'deliveries']
  const rows = leads.map((l) => {
    const base: Record<string, unknown> = {
      id: l.id,
      created_at: new Date(l.createdAt).toISOString(),
      form: l.form,
      locale: l.locale,
      page: l.page,
      url: l.url,
      deliveries: states.get(l.id) ?? '',
    }
    return columns.map((c) => cell(c in l.fields ? l.fields[c] : base[c])).join(',')
  })
  return [columns.join(','), ...rows].join('\r\n') + '\r\n'
}
