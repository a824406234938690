/**
 * The environment (docs/operations.md), parsed once with valibot. Every variable is optional and has an embedded
 * default; a malformed one stops the server at start-up with a message naming it.
 */
import { isIP } from 'node:net'
import * as v from 'valibot'
import { catalogue, cdn, contentApi, forms, leadPrivacy, services } from '#app-config'
import { parseLocaleDomains } from '#src/i18n/localeDomains.ts'
import type { Sites } from '#src/i18n/sites.ts'
import { log } from './log.server'

/** Cloudflare's zone and purge limits, as the environment (or app.config.ts's `cdn.cloudflarePurge`) gives them. */
export type CloudflareConfig = {
  apiUrl: string
  zoneId: string
  token: string
  limits: { bucket: number; refillPerSecond: number; itemsPerRequest: number }
}

/** `TRUST_PROXY`: how many proxies sit in front (a hop count), or their addresses (IPs or CIDR ranges). */
export type TrustProxy = { hops: number } | { addresses: string[] }

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

/** Loopback: plain HTTP there never leaves the machine (the tests' fakes of a CDN's API). */
const isLoopback = (url: string) => {
  if (!URL.canParse(url)) return false
  const host = new URL(url).hostname
  return host === 'localhost' || host === '[::1]' || (isIP(host) === 4 && host.startsWith('127.'))
}

/** An API that receives a credential with every call: HTTPS, or plain HTTP to this machine only. */
const apiUrl = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url(`${name} must be an absolute URL such as https://example.com`),
      v.check(
        (u) => u.startsWith('https://') || (u.startsWith('http://') && isLoopback(u)),
        `${name} must start with https:// (http:// only on loopback)`,
      ),
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

/** A comma-separated list of http(s) base URLs, each without its trailing slash. */
const urlList = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      ),
      v.minLength(1, `${name} must list at least one URL`),
      v.everyItem((u) => /^https?:\/\//.test(u) && URL.canParse(u), `${name} must be comma-separated URLs such as http://10.0.0.5:6081`),
      v.transform((list) => list.map((u) => u.replace(/\/+$/, ''))),
    ),
  )

/** An API token or an id as a CDN gives it: printable, no spaces. */
const credential = (name: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\x21-\x7e]{6,200}$/, `${name} must be the value the CDN gave (no spaces)`)))

const cloudflarePlans = Object.keys(cdn.cloudflarePurge.plans) as Array<keyof typeof cdn.cloudflarePurge.plans>

/** A purge rate such as `5/min` or `10/s`, in requests a second. */
const purgeRefill = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+(\.\d+)?\/(s|min)$/, 'CLOUDFLARE_PURGE_REFILL must be requests per second or minute, such as 5/min or 10/s'),
    v.transform((rate) => Number(rate.split('/')[0]) / (rate.endsWith('/min') ? 60 : 1)),
    v.check((perSecond) => perSecond > 0, 'CLOUDFLARE_PURGE_REFILL must be more than 0'),
  ),
)

/** A Sentry DSN: `https://<public key>@<host>/<project id>` (any Sentry-compatible service). */
const sentryDsn = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (d) => /^https?:\/\/[^:@/\s]+@[^/\s]+\/(?:[^\s]*\/)?\d+$/.test(d),
      'SENTRY_DSN must look like https://<key>@<host>/<project id>',
    ),
  ),
)

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
    LOCALE_DOMAINS: v.optional(v.string()),
    WOOCOMMERCE_URL: optionalUrl('WOOCOMMERCE_URL'),
    WOOCOMMERCE_CONSUMER_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    WOOCOMMERCE_CONSUMER_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    WOOCOMMERCE_WEBHOOK_SECRET: v.optional(
      v.pipe(v.string(), v.trim(), v.minLength(8, 'WOOCOMMERCE_WEBHOOK_SECRET must be at least 8 characters (WooCommerce makes 50)')),
    ),
    WORDPRESS_URL: optionalUrl('WORDPRESS_URL'),
    WORDPRESS_USER: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
    WORDPRESS_APP_PASSWORD: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^[A-Za-z0-9 ]{16,64}$/, 'WORDPRESS_APP_PASSWORD must be an application password (24 letters and digits, spaces allowed)'),
      ),
    ),
    WORDPRESS_WEBHOOK_SECRET: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.minLength(16, 'WORDPRESS_WEBHOOK_SECRET must be at least 16 characters (the same as LUMERA_WEBHOOK_SECRET in wp-config.php)'),
      ),
    ),
    WORDPRESS_PREVIEW_SECRET: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.minLength(32, 'WORDPRESS_PREVIEW_SECRET must be at least 32 characters (the same as LUMERA_PREVIEW_SECRET in wp-config.php)'),
      ),
    ),
    CONTENT_CACHE_SECONDS: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'CONTENT_CACHE_SECONDS must be a whole number of seconds'),
        v.transform(Number),
        v.minValue(5, 'CONTENT_CACHE_SECONDS must be at least 5'),
      ),
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
    VARNISH_PURGE_URLS: urlList('VARNISH_PURGE_URLS'),
    FASTLY_SERVICE_ID: credential('FASTLY_SERVICE_ID'),
    FASTLY_API_TOKEN: credential('FASTLY_API_TOKEN'),
    FASTLY_API_URL: apiUrl('FASTLY_API_URL'),
    CLOUDFLARE_ZONE_ID: credential('CLOUDFLARE_ZONE_ID'),
    CLOUDFLARE_API_TOKEN: credential('CLOUDFLARE_API_TOKEN'),
    CLOUDFLARE_API_URL: apiUrl('CLOUDFLARE_API_URL'),
    CLOUDFLARE_PLAN: v.optional(v.picklist(cloudflarePlans, `CLOUDFLARE_PLAN must be the zone's plan: ${cloudflarePlans.join(', ')}`)),
    // For an account whose other zones purge too: this zone's share of the plan's bucket and refill.
    CLOUDFLARE_PURGE_BUCKET: wholeNumber('CLOUDFLARE_PURGE_BUCKET', 1, 10_000),
    CLOUDFLARE_PURGE_REFILL: purgeRefill,
    SENTRY_DSN: sentryDsn,
    // For tests and unusual receivers: a claim must outlive an attempt (twice the outgoing timeout at least).
    DELIVERY_LEASE_SECONDS: wholeNumber('DELIVERY_LEASE_SECONDS', Math.ceil((2 * services.outgoingTimeoutMs) / 1000), 3600),
  }),
  v.check(
    (env) => !env.WOOCOMMERCE_URL || (!!env.WOOCOMMERCE_CONSUMER_KEY && !!env.WOOCOMMERCE_CONSUMER_SECRET),
    'WOOCOMMERCE_CONSUMER_KEY and WOOCOMMERCE_CONSUMER_SECRET are required when WOOCOMMERCE_URL is set',
  ),
  v.check(
    (env) => !env.WORDPRESS_USER === !env.WORDPRESS_APP_PASSWORD,
    'WORDPRESS_USER and WORDPRESS_APP_PASSWORD go together (the export to WordPress needs both)',
  ),
  v.check(
    (env) => !!env.WORDPRESS_URL || (!env.WORDPRESS_USER && !env.WORDPRESS_WEBHOOK_SECRET && !env.WORDPRESS_PREVIEW_SECRET),
    'WORDPRESS_USER, WORDPRESS_WEBHOOK_SECRET and WORDPRESS_PREVIEW_SECRET need WORDPRESS_URL',
  ),
  v.check(
    (env) => !env.WORDPRESS_PREVIEW_SECRET || env.WORDPRESS_PREVIEW_SECRET !== env.WORDPRESS_WEBHOOK_SECRET,
    'WORDPRESS_PREVIEW_SECRET must differ from WORDPRESS_WEBHOOK_SECRET: previews are signed with a key of their own',
  ),
  v.forward(
    v.check(
      (env) => typeof parseLocaleDomains(env.LOCALE_DOMAINS, env.PUBLIC_URL ?? 'http://localhost') !== 'string',
      (issue) => `${parseLocaleDomains(issue.input.LOCALE_DOMAINS, issue.input.PUBLIC_URL ?? 'http://localhost')}`,
    ),
    ['LOCALE_DOMAINS'],
  ),
  v.check(
    (env) => !env.LOCALE_DOMAINS || !!env.PUBLIC_URL,
    "LOCALE_DOMAINS needs PUBLIC_URL (the default language's address, whose scheme every domain takes)",
  ),
  v.check((env) => !env.FASTLY_SERVICE_ID === !env.FASTLY_API_TOKEN, 'FASTLY_SERVICE_ID and FASTLY_API_TOKEN go together'),
  v.check((env) => !env.CLOUDFLARE_ZONE_ID === !env.CLOUDFLARE_API_TOKEN, 'CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN go together'),
)

export type Env = {
  port: number
  host: string | undefined
  publicUrl: string
  /** Where each language is served: PUBLIC_URL, and the domains of LOCALE_DOMAINS (none: every language under its prefix). */
  sites: Sites
  woocommerce: { url: string; consumerKey: string; consumerSecret: string } | undefined
  /** The secret of the store's product webhooks; without it the webhook endpoint answers 404. */
  woocommerceWebhookSecret: string | undefined
  /** The maker's WordPress: stories and articles come from it; undefined: the Markdown built into the site. */
  wordpress: { url: string; user: string | undefined; appPassword: string | undefined } | undefined
  /** The secret shared with the site's WordPress plugin; without it the notification endpoint answers 404. */
  wordpressWebhookSecret: string | undefined
  /** The key of the plugin's signed preview links (its LUMERA_PREVIEW_SECRET); without it previews are off. */
  wordpressPreviewSecret: string | undefined
  contentCacheMs: number
  mailApiUrl: string | undefined
  mailInternalTo: string[]
  automationWebhookUrl: string | undefined
  gtmId: string | undefined
  dataDir: string
  catalogueCacheMs: number
  leadRateLimit: number
  /** How long a rendered page is served from the server's memory (0 turns the cache off). */
  pageCacheMs: number
  /** PostgreSQL for leads, deliveries and rate limits, shared by every instance; unset: SQLite in dataDir. */
  databaseUrl: string | undefined
  /** Server processes on this machine (undefined: one per core, decided by scripts/serve.mjs). */
  webConcurrency: number | undefined
  /** The proxies whose X-Forwarded-For names the visitor; undefined: the socket's address is the visitor. */
  trustProxy: TrustProxy | undefined
  deliveryLeaseMs: number
  leadRetentionDays: number
  /** The CDNs in front of the site that a change purges (none: nothing is purged). */
  cdn: {
    varnish: string[]
    fastly: { apiUrl: string; serviceId: string; token: string } | undefined
    cloudflare: CloudflareConfig | undefined
  }
  /** Where server and browser errors are reported (a Sentry DSN); undefined: they are only logged. */
  sentryDsn: string | undefined
}

/** A malformed environment: one problem per variable, each naming it. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`)
    this.name = 'EnvError'
  }
}

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
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`
  return {
    port,
    host: env.HOST,
    publicUrl,
    sites: parseLocaleDomains(env.LOCALE_DOMAINS, publicUrl) as Sites,
    woocommerce: env.WOOCOMMERCE_URL
      ? { url: env.WOOCOMMERCE_URL, consumerKey: env.WOOCOMMERCE_CONSUMER_KEY!, consumerSecret: env.WOOCOMMERCE_CONSUMER_SECRET! }
      : undefined,
    woocommerceWebhookSecret: env.WOOCOMMERCE_WEBHOOK_SECRET,
    wordpress: env.WORDPRESS_URL
      ? { url: env.WORDPRESS_URL, user: env.WORDPRESS_USER, appPassword: env.WORDPRESS_APP_PASSWORD }
      : undefined,
    wordpressWebhookSecret: env.WORDPRESS_WEBHOOK_SECRET,
    wordpressPreviewSecret: env.WORDPRESS_PREVIEW_SECRET,
    contentCacheMs: (env.CONTENT_CACHE_SECONDS ?? contentApi.cacheSeconds) * 1000,
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
    cdn: {
      varnish: env.VARNISH_PURGE_URLS ?? [],
      fastly: env.FASTLY_SERVICE_ID
        ? { apiUrl: env.FASTLY_API_URL ?? cdn.fastlyApiUrl, serviceId: env.FASTLY_SERVICE_ID, token: env.FASTLY_API_TOKEN! }
        : undefined,
      cloudflare: env.CLOUDFLARE_ZONE_ID
        ? {
            apiUrl: env.CLOUDFLARE_API_URL ?? cdn.cloudflareApiUrl,
            zoneId: env.CLOUDFLARE_ZONE_ID,
            token: env.CLOUDFLARE_API_TOKEN!,
            limits: cloudflareLimits(env.CLOUDFLARE_PLAN, env.CLOUDFLARE_PURGE_BUCKET, env.CLOUDFLARE_PURGE_REFILL),
          }
        : undefined,
    },
    sentryDsn: env.SENTRY_DSN,
  }
}

function cloudflareLimits(
  plan: keyof typeof cdn.cloudflarePurge.plans = cdn.cloudflarePurge.defaultPlan,
  bucket?: number,
  refillPerSecond?: number,
): CloudflareConfig['limits'] {
  const limits = cdn.cloudflarePurge.plans[plan]
  return {
    itemsPerRequest: cdn.cloudflarePurge.itemsPerRequest,
    bucket: bucket ?? limits.bucket,
    refillPerSecond: refillPerSecond ?? limits.refillPerSecond,
  }
}

let cached: Env | undefined

/** Parsed on first use (at start-up, by the server entry and the supervisor); a malformed one ends the process. */
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
