/**
 * The durable lead store (decision 0009): SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL. A lead and its
 * deliveries are written in one transaction before any outgoing call; deliveries are claimed with a lease, so no two
 * workers send one and a crashed worker's claims are taken over. The rate limit lives here so every instance shares it.
 */
import { createHash } from 'node:crypto'
import type { ConsentRecord } from './consent'
import type { DeliveryStats } from './health'
import type { Lead } from './types'

export type DeliveryKind = 'user_email' | 'internal_email' | 'webhook'
type DeliveryStatus = 'pending' | 'sent' | 'failed'

export type NewDelivery = {
  kind: DeliveryKind
  payload: string
  /** Held from the start by this worker (the submitting process sends the visitor's email at once). */
  heldBy?: { owner: string; leaseMs: number }
}

export type Delivery = {
  id: string
  leadId: string
  kind: DeliveryKind
  payload: string
  status: DeliveryStatus
  attempts: number
  /** Epoch milliseconds, as every time in the store. */
  nextAttemptAt: number
  lastError: string | null
  createdAt: number
  deliveredAt: number | null
  claimedBy: string | null
  leaseUntil: number | null
}

export type StoredLead = Omit<Lead, 'clientKey' | 'consent'> & {
  id: string
  createdAt: number
  /** Null only for leads stored before consent records existed. */
  consent: ConsentRecord | null
  /** When the retention sweep erased its personal data (null: not yet). */
  anonymizedAt: number | null
}

/** What an erasure or a retention sweep touched, for its report and to remove the matching mail files. */
export type ErasedData = {
  leadIds: string[]
  deliveries: Array<Pick<Delivery, 'id' | 'leadId' | 'kind' | 'status'>>
  /** Null when the removed content is overwritten in the database's files now; else what remains where, for the operator. */
  residue: string | null
}

export type RecordedLead = { leadId: string; deliveryIds: Partial<Record<DeliveryKind, string>> }

export type ClaimRequest = {
  owner: string
  now: number
  leaseMs: number
  limit: number
}

export type RateLimit = { max: number; windowMs: number }

export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres'

  record(lead: Omit<Lead, 'clientKey'>, deliveries: NewDelivery[], now: number): Promise<RecordedLead>

  /** Up to `limit` due deliveries held by nobody or whose lease ran out (never the visitor's email: sent at once, not retried). */
  claimDue(request: ClaimRequest): Promise<Delivery[]>

  /** A delivered attempt. False when the delivery was no longer held by `owner` (its lease ran out). */
  markSent(id: string, owner: string, now: number): Promise<boolean>

  /** A failed attempt: retried at `retryAt`, or failed for good (`retryAt` null); the claim ends. */
  markAttemptFailed(id: string, owner: string, error: string, retryAt: number | null): Promise<boolean>

  /** Gives back every claim of `owner` still held (a worker that stops); returns how many. */
  releaseClaims(owner: string): Promise<number>

  delivery(id: string): Promise<Delivery | undefined>

  /** Every lead, newest first (the `npm run leads` listing). */
  leads(): Promise<StoredLead[]>

  /** Deliveries of the given leads (all when omitted), oldest first. */
  deliveries(leadIds?: string[]): Promise<Delivery[]>

  /** Counts a submission in a sliding window shared by every instance: false (not counted) when over the limit. */
  takeRateLimitSlot(clientKey: string, now: number, limit: RateLimit): Promise<boolean>

  pruneRateLimits(now: number, windowMs: number): Promise<void>

  // Privacy (GDPR, decision 0010): addresses match case-insensitively; erasing overwrites what it removes in the files.

  leadsByEmail(email: string): Promise<StoredLead[]>

  /** Deletes every lead sent with this address and all their deliveries, pending ones included. */
  eraseByEmail(email: string): Promise<ErasedData>

  /**
   * Retention: leads created before `cutoff` with nothing pending keep only their closed choices (retention.ts) and
   * consent record; their deliveries' payloads and errors are emptied.
   */
  anonymizeBefore(cutoff: number, now: number): Promise<ErasedData>

  /** Deliveries owed by the workers (pending, the visitor's email aside) and failed for good. */
  deliveryStats(): Promise<DeliveryStats>

  /** Throws when the database cannot be reached (readiness). */
  ping(): Promise<void>

  close(): Promise<void>
}

/** Hits are keyed by a hash of the client's address: the address itself is never written. */
export function rateLimitKey(clientKey: string): string {
  return createHash('sha256').update(`lumera-rate-limit:${clientKey}`).digest('base64url').slice(0, 32)
}

/** Error texts are kept short: an answer body must not fill the store. */
export const MAX_ERROR_LENGTH = 500
