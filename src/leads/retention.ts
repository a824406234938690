/**
 * Retention (GDPR art. 5(1)(e)): a lead older than LEAD_RETENTION_DAYS keeps only what says nothing
 * about who sent it (which form, when, the closed choices, the consent record) once its deliveries
 * are done. The lead store applies it (sweep at start-up and daily); this module decides what stays.
 */
import { isQuotedProductField } from './quotedProducts'

const dayMs = 24 * 60 * 60_000

/** Leads created before this instant (ms) are past retention. */
export function retentionCutoff(now: number, retentionDays: number): number {
  if (!Number.isInteger(retentionDays) || retentionDays < 1)
    throw new RangeError(`retention must be a whole number of days ≥ 1, got ${retentionDays}`)
  return now - retentionDays * dayMs
}

/**
 * Fields that are a choice from a closed list, never typed by the visitor: kept for statistics.
 * Everything else (names, email, phone, company, messages, and any field added later) is erased.
 */
const closedChoiceFields = new Set([
  'form',
  'country',
  'region',
  'typology',
  'customer_type',
  'activity',
  'purpose',
  'department',
  'product',
  'consent_privacy',
  'consent_commercial',
])

export function anonymizedFields(fields: Record<string, string>): Record<string, string> {
  // The cabinets of a quote for several are catalogue items, like `product`.
  return Object.fromEntries(Object.entries(fields).filter(([key]) => closedChoiceFields.has(key) || isQuotedProductField(key)))
}
