/**
 * The environment of CONTRACT.md, parsed once with valibot. Every variable is optional and has an
 * embedded default; a malformed one stops the server at start-up with a message naming it.
 */
import { isIP } from 'node:net'
import * as v from 'valibot'
import { catalogue, forms, leadPrivacy, services } from '#app-config'
import type { TrustProxy } from './clientAddress.server'
import { log } from './log.server'

const optionalUrl = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url(`${name} must be an absolute URL such as https://example.com`),
      v.check((u) => /^https?:\/\//.test(u), `${name} must start with http:// or https://`),
      v.transform((u) => u.replace(/\/+$/, '')),
    ),
  )

const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, `${name} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${name} must be at least ${min}`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
  )

const isAddressOrRange = (entry: string) => {
  const [address, bits, extra] = entry.split('/')
  const family = isIP(address ?? '')
  if (!family || extra !== undefined) return false
  if (bits === undefined) return true
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const EnvSchema = v.pipe(
  v.object({
    PORT: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'PORT must be a whole number'),
        v.transform(Number),
        v.minValue(1, 'PORT must be between 1 and 65535'),
        v.maxValue(65535, 'PORT must be between 1 and 65535'),
      ),
    ),
    HOST: v.optional(v.string()),
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    WOOCOMMERCE_URL: optionalUrl('WOOCOMMERCE_URL'),
    WOOCOMMERCE_CONSUMER_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    WOOCOMMERCE_CONSUMER_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    WOOCOMMERCE_WEBHOOK_SECRET: v.optional(
      v.pipe(v.string(), v.trim(), v.minLength(8, 'WOOCOMMERCE_WEBHOOK_SECRET must be at least 8 characters (WooCommerce makes 50)')),
    ),
    MAIL_API_URL: optionalUrl('MAIL_API_URL'),
    MAIL_INTERNAL_TO: v.optional(
      v.pipe(
        v.string(),
        v.transform((s) =>
          s
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
        ),
        v.minLength(1, 'MAIL_INTERNAL_TO must list at least one address'),
        v.everyItem((a) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(a), 'MAIL_INTERNAL_TO must be comma-separated email addresses'),
      ),
    ),
    AUTOMATION_WEBHOOK_URL: optionalUrl('AUTOMATION_WEBHOOK_URL'),
    GTM_ID: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM_ID must look like GTM-XXXXXXX'))),
    DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
    LEAD_RATE_LIMIT: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'LEAD_RATE_LIMIT must be a whole number'),
        v.transform(Number),
        v.minValue(1, 'LEAD_RATE_LIMIT must be at least 1'),
      ),
    ),
    LEAD_RETENTION_DAYS: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'LEAD_RETENTION_DAYS must be a whole number of days'),
        v.transform(Number),
        v.minValue(1, 'LEAD_RETENTION_DAYS must be at least 1'),
        v.maxValue(36_500, 'LEAD_RETENTION_DAYS must be at most 36500 (a hundred years)'),
      ),
    ),
    CATALOGUE_CACHE_SECONDS: v.optional(
      v.pipe(v.string(), v.regex(/^\d+$/, 'CATALOGUE_CACHE_SECONDS must be a whole number of seconds'), v.transform(Number)),
    ),
    PAGE_CACHE_SECONDS: v.optional(
      v.pipe(v.string(), v.regex(/^\d+$/, 'PAGE_CACHE_SECONDS must be a whole number of seconds'), v.transform(Number)),
    ),
    DATABASE_URL: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((u) => URL.canParse(u) && /^postgres(ql)?:$/.test(new URL(u).protocol), 'DATABASE_URL must be a postgres:// URL'),
      ),
    ),
    WEB_CONCURRENCY: wholeNumber('WEB_CONCURRENCY', 1, 256),
    TRUST_PROXY: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((raw): TrustProxy | string =>
          /^\d+$/.test(raw)
            ? { hops: Number(raw) }
            : raw.split(',').every((a) => isAddressOrRange(a.trim()))
              ? { addresses: raw.split(',').map((a) => a.trim()) }
              : raw,
        ),
        v.check((t) => typeof t !== 'string', 'TRUST_PROXY must be a hop count or comma-separated proxy addresses (IPs or CIDR ranges)'),
        v.transform((t) => t as TrustProxy),
      ),
    ),
    // For tests and unusual receivers: a claim must outlive an attempt (twice the outgoing timeout at least).
    DELIVERY_LEASE_SECONDS: wholeNumber('DELIVERY_LEASE_SECONDS', Math.ceil((2 * services.outgoingTimeoutMs) / 1000), 3600),
  }),
  v.check(
    (env) => !env.WOOCOMMERCE_URL || (!!env.WOOCOMMERCE_CONSUMER_KEY && !!env.WOOCOMMERCE_CONSUMER_SECRET),
    'WOOCOMMERCE_CONSUMER_KEY and WOOCOMMERCE_CONSUMER_SECRET are required when WOOCOMMERCE_URL is set',
  ),
)

export type Env = {
  port: number
  host: string | undefined
  publicUrl: string
  woocommerce: { url: string; consumerKey: string; consumerSecret: string } | undefined
  /** The secret of the store's product webhooks; without it the webhook endpoint answers 404. */
  woocommerceWebhookSecret: string | undefined
  mailApiUrl: string | undefined
  mailInternalTo: string[]
  automationWebhookUrl: string | undefined
  gtmId: string | undefined
  dataDir: string
  /** How long the product feed is served before it is refreshed in the background. */
  catalogueCacheMs: number
  /** Form submissions allowed per client in the rate-limit window. */
  leadRateLimit: number
  /** How long a rendered page is served from the server's memory (0 turns the cache off). */
  pageCacheMs: number
  /** PostgreSQL for leads, deliveries and rate limits, shared by every instance; unset: SQLite in dataDir. */
  databaseUrl: string | undefined
  /** Server processes on this machine (undefined: one per core, decided by scripts/serve.mjs). */
  webConcurrency: number | undefined
  /** The proxies whose X-Forwarded-For names the visitor; undefined: the socket's address is the visitor. */
  trustProxy: TrustProxy | undefined
  /** How long a worker's claim on a delivery holds before another may take it over. */
  deliveryLeaseMs: number
  /** Leads older than this many days lose their personal data once their deliveries are done. */
  leadRetentionDays: number
}

/** A malformed environment: one problem per variable, each naming it. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`)
    this.name = 'EnvError'
  }
}

/** Parses an environment record; throws an EnvError naming every malformed variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const input = Object.fromEntries(Object.keys(EnvSchema.pipe[0].entries).map((k) => [k, emptyAsUndefined(source[k])]))
  const result = v.safeParse(EnvSchema, input)
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = issue.path?.map((p) => String(p.key)).join('.')
      return key ? `${key}: ${issue.message}` : issue.message
    })
    throw new EnvError(lines)
  }
  const env = result.output
  const port = env.PORT ?? services.defaultPort
  return {
    port,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    woocommerce: env.WOOCOMMERCE_URL
      ? { url: env.WOOCOMMERCE_URL, consumerKey: env.WOOCOMMERCE_CONSUMER_KEY!, consumerSecret: env.WOOCOMMERCE_CONSUMER_SECRET! }
      : undefined,
    woocommerceWebhookSecret: env.WOOCOMMERCE_WEBHOOK_SECRET,
    mailApiUrl: env.MAIL_API_URL,
    mailInternalTo: env.MAIL_INTERNAL_TO ?? [...services.defaultInternalRecipients],
    automationWebhookUrl: env.AUTOMATION_WEBHOOK_URL,
    gtmId: env.GTM_ID,
    dataDir: env.DATA_DIR ?? services.defaultDataDir,
    leadRateLimit: env.LEAD_RATE_LIMIT ?? forms.rateLimit.max,
    catalogueCacheMs: env.CATALOGUE_CACHE_SECONDS !== undefined ? env.CATALOGUE_CACHE_SECONDS * 1000 : catalogue.cacheTtlMs,
    pageCacheMs: env.PAGE_CACHE_SECONDS !== undefined ? env.PAGE_CACHE_SECONDS * 1000 : services.pageCacheTtlMs,
    databaseUrl: env.DATABASE_URL,
    webConcurrency: env.WEB_CONCURRENCY,
    trustProxy: env.TRUST_PROXY,
    deliveryLeaseMs: env.DELIVERY_LEASE_SECONDS !== undefined ? env.DELIVERY_LEASE_SECONDS * 1000 : forms.deliveryLeaseMs,
    leadRetentionDays: env.LEAD_RETENTION_DAYS ?? leadPrivacy.defaultRetentionDays,
  }
}

let cached: Env | undefined

/**
 * The server's environment, parsed on first use (the server entry calls it at start-up, the supervisor of
 * `npm start` before it starts any server process). A malformed one is logged as one line and ends the process.
 */
export function loadEnv(): Env {
  if (!cached) {
    try {
      cached = parseEnv(process.env)
    } catch (error) {
      if (error instanceof EnvError) {
        log().fatal({ module: 'env', problems: error.problems }, error.message)
        process.exit(1)
      }
      throw error
    }
  }
  return cached
}
