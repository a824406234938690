/**
 * Retention (GDPR art. 5(1)(e)): past LEAD_RETENTION_DAYS, with its deliveries done, a lead keeps only what says
 * nothing about who sent it. The lead store applies it; this module decides what stays.
 */
import { isQuotedProductField } from './quotedProducts'

const dayMs = 24 * 60 * 60_000

/** Leads created before this instant (ms) are past retention. */
export function retentionCutoff(now: number, retentionDays: number): number {
  if (!Number.isInteger(retentionDays) || retentionDays < 1)
    throw new RangeError(`retention must be a whole number of days ≥ 1, got ${retentionDays}`)
  return now - retentionDays * dayMs
}

/** Chosen from a closed list, never typed: kept for statistics. Any other field, added later too, is erased. */
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
