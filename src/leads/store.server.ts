/**
 * The durable lead store: one async interface, two implementations (SQLite in DATA_DIR by default,
 * PostgreSQL when DATABASE_URL is set; docs/decisions/0009). A lead and the deliveries it owes are
 * written in one transaction before any outgoing call, so nothing a visitor sent is lost.
 *
 * Deliveries are handed out by claims with a lease: `claimDue` marks due rows as taken by one
 * worker until `leaseUntil`, atomically, so several processes or machines never send the same
 * delivery, and a crashed worker's claims are taken over once its lease runs out.
 *
 * The rate limit lives here too, so every process and instance shares it.
 */
import { createHash } from 'node:crypto'
import type { ConsentRecord } from './consent'
import type { DeliveryStats } from './health'
import type { Lead } from './types'

export type DeliveryKind = 'user_email' | 'internal_email' | 'webhook'
export type DeliveryStatus = 'pending' | 'sent' | 'failed'

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
  /** The worker holding the delivery (null when nobody does) and until when. */
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
  /** Who claims: one id per process (a fresh one after each start). */
  owner: string
  now: number
  /** How long the claim holds; longer than any attempt can take. */
  leaseMs: number
  limit: number
}

export type RateLimit = { max: number; windowMs: number }

export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres'

  /** Records a lead and its deliveries atomically. */
  record(lead: Omit<Lead, 'clientKey'>, deliveries: NewDelivery[], now: number): Promise<RecordedLead>

  /**
   * Claims up to `limit` pending deliveries of the worker's kinds (never the visitor's email, which
   * is sent at once and not retried) that are due and held by nobody, or whose lease ran out.
   */
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

  /**
   * Counts one submission of `clientKey` in a sliding window shared by every process and instance:
   * true when it is within the limit (and counted), false when over it (not counted).
   * The key is stored only as a hash.
   */
  takeRateLimitSlot(clientKey: string, now: number, limit: RateLimit): Promise<boolean>

  /** Forgets rate-limit hits older than the window (called now and then by the worker). */
  pruneRateLimits(now: number, windowMs: number): Promise<void>

  /*
   * Privacy (GDPR; docs/decisions/0010). Addresses match case-insensitively, on the `email` field.
   * Erasing and anonymizing overwrite the content they remove, so none of it stays readable in the
   * database's files (see each implementation).
   */

  /** Every lead sent with this address, newest first. */
  leadsByEmail(email: string): Promise<StoredLead[]>

  /** Deletes every lead sent with this address and all their deliveries, pending ones included. */
  eraseByEmail(email: string): Promise<ErasedData>

  /**
   * Retention: leads created before `cutoff` with no delivery still pending keep only their closed
   * choices (retention.ts `anonymizedFields`) and consent record; their deliveries' payloads and
   * errors are emptied. Leads already anonymized are left alone.
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
