import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'

describe('parseEnv', () => {
  it('gives embedded defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      woocommerce: undefined,
      mailApiUrl: undefined,
      gtmId: undefined,
    })
    expect(env.mailInternalTo).toHaveLength(3)
  })

  it.each([
    [{ PORT: '8080' }, { port: 8080, publicUrl: 'http://localhost:8080' }],
    [{ PUBLIC_URL: 'https://www.example.com/' }, { publicUrl: 'https://www.example.com' }],
    [{ MAIL_INTERNAL_TO: 'a@x.it, b@x.it' }, { mailInternalTo: ['a@x.it', 'b@x.it'] }],
    [{ GTM_ID: 'GTM-ABC1234' }, { gtmId: 'GTM-ABC1234' }],
    [
      { WOOCOMMERCE_URL: 'https://shop.example.com', WOOCOMMERCE_CONSUMER_KEY: 'ck_1', WOOCOMMERCE_CONSUMER_SECRET: 'cs_1' },
      { woocommerce: { url: 'https://shop.example.com', consumerKey: 'ck_1', consumerSecret: 'cs_1' } },
    ],
    [{ PORT: '' }, { port: 3000 }],
    [{}, { databaseUrl: undefined, webConcurrency: undefined, trustProxy: undefined, deliveryLeaseMs: 60_000 }],
    [{ DATABASE_URL: 'postgres://site:pw@db.internal:5432/lumera' }, { databaseUrl: 'postgres://site:pw@db.internal:5432/lumera' }],
    [{ DATABASE_URL: 'postgresql://db/lumera?sslmode=require' }, { databaseUrl: 'postgresql://db/lumera?sslmode=require' }],
    [{ WEB_CONCURRENCY: '4' }, { webConcurrency: 4 }],
    [{ TRUST_PROXY: '2' }, { trustProxy: { hops: 2 } }],
    [{ DELIVERY_LEASE_SECONDS: '16' }, { deliveryLeaseMs: 16_000 }],
    [{}, { leadRetentionDays: 730 }],
    [{ LEAD_RETENTION_DAYS: '365' }, { leadRetentionDays: 365 }],
    [{ LEAD_RETENTION_DAYS: ' ' }, { leadRetentionDays: 730 }],
    [{ WOOCOMMERCE_WEBHOOK_SECRET: '  s3cret-from-woo  ' }, { woocommerceWebhookSecret: 's3cret-from-woo' }],
    [{ WOOCOMMERCE_WEBHOOK_SECRET: '' }, { woocommerceWebhookSecret: undefined }],
    [{}, { wordpress: undefined, wordpressWebhookSecret: undefined, contentCacheMs: 300_000 }],
    [
      { WORDPRESS_URL: 'https://cms.example.com/' },
      { wordpress: { url: 'https://cms.example.com', user: undefined, appPassword: undefined } },
    ],
    [
      {
        WORDPRESS_URL: 'https://cms.example.com',
        WORDPRESS_USER: 'site',
        WORDPRESS_APP_PASSWORD: 'abcd EFGH 1234 ijkl MNOP 5678',
        WORDPRESS_WEBHOOK_SECRET: 'a-long-shared-secret',
        WORDPRESS_PREVIEW_SECRET: ' a-preview-key-of-at-least-32-characters ',
      },
      {
        wordpress: { url: 'https://cms.example.com', user: 'site', appPassword: 'abcd EFGH 1234 ijkl MNOP 5678' },
        wordpressWebhookSecret: 'a-long-shared-secret',
        wordpressPreviewSecret: 'a-preview-key-of-at-least-32-characters',
      },
    ],
    [{ CONTENT_CACHE_SECONDS: '60' }, { contentCacheMs: 60_000 }],
    [{}, { cdn: { varnish: [], fastly: undefined, cloudflare: undefined }, sentryDsn: undefined }],
    [
      { VARNISH_PURGE_URLS: ' http://10.0.0.5:6081/, https://cache-2.internal ' },
      { cdn: { varnish: ['http://10.0.0.5:6081', 'https://cache-2.internal'], fastly: undefined, cloudflare: undefined } },
    ],
    [
      { FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY', FASTLY_API_TOKEN: 'fastly-token-123' },
      { cdn: { varnish: [], fastly: { apiUrl: 'https://api.fastly.com', serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fastly-token-123' } } },
    ],
    [
      {
        CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353',
        CLOUDFLARE_API_TOKEN: 'cf-token-123',
        CLOUDFLARE_API_URL: 'http://127.0.0.1:9999/',
      },
      {
        cdn: {
          cloudflare: {
            apiUrl: 'http://127.0.0.1:9999',
            zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
            token: 'cf-token-123',
            // Cloudflare's Free plan unless told: 100 tags a request, 25 at once, 5 more a minute.
            limits: { itemsPerRequest: 100, bucket: 25, refillPerSecond: 5 / 60 },
          },
        },
      },
    ],
    [
      { CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353', CLOUDFLARE_API_TOKEN: 'cf-token-123', CLOUDFLARE_PLAN: 'business' },
      { cdn: { cloudflare: { limits: { itemsPerRequest: 100, bucket: 50, refillPerSecond: 10 } } } },
    ],
    [
      {
        CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353',
        CLOUDFLARE_API_TOKEN: 'cf-token-123',
        CLOUDFLARE_PLAN: 'pro',
        CLOUDFLARE_PURGE_BUCKET: '10',
        CLOUDFLARE_PURGE_REFILL: '2/s',
      },
      { cdn: { cloudflare: { limits: { itemsPerRequest: 100, bucket: 10, refillPerSecond: 2 } } } },
    ],
    [
      { CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353', CLOUDFLARE_API_TOKEN: 'cf-token-123', CLOUDFLARE_PURGE_REFILL: '1.5/min' },
      { cdn: { cloudflare: { limits: { bucket: 25, refillPerSecond: 1.5 / 60 } } } },
    ],
    // Plain HTTP to a CDN's API only on this machine: the tests' fakes.
    [
      { FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY', FASTLY_API_TOKEN: 'fastly-token-123', FASTLY_API_URL: 'http://localhost:8080' },
      { cdn: { fastly: { apiUrl: 'http://localhost:8080' } } },
    ],
    [
      { FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY', FASTLY_API_TOKEN: 'fastly-token-123', FASTLY_API_URL: 'http://127.0.0.9:9' },
      { cdn: { fastly: { apiUrl: 'http://127.0.0.9:9' } } },
    ],
    [
      { FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY', FASTLY_API_TOKEN: 'fastly-token-123', FASTLY_API_URL: 'http://[::1]:9999' },
      { cdn: { fastly: { apiUrl: 'http://[::1]:9999' } } },
    ],
    [
      { FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY', FASTLY_API_TOKEN: 'fastly-token-123', FASTLY_API_URL: 'https://api.fastly.example' },
      { cdn: { fastly: { apiUrl: 'https://api.fastly.example' } } },
    ],
    [{ SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4505' }, { sentryDsn: 'https://abc123@o1.ingest.sentry.io/4505' }],
    [{ SENTRY_DSN: 'http://key@127.0.0.1:9000/errors/7' }, { sentryDsn: 'http://key@127.0.0.1:9000/errors/7' }],
    [{}, { sites: { origin: 'http://localhost:3000', domains: {} } }],
    [
      { PUBLIC_URL: 'https://www.lumera.com', LOCALE_DOMAINS: 'it=www.lumera.it,de=www.lumera.de' },
      { sites: { origin: 'https://www.lumera.com', domains: { it: 'https://www.lumera.it', de: 'https://www.lumera.de' } } },
    ],
  ])('accepts %o', (source, expected) => {
    expect(parseEnv(source)).toMatchObject(expected)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://lumera.com', LOCALE_DOMAINS: 'it=https://lumera.it' }, 'LOCALE_DOMAINS'],
    [{ PUBLIC_URL: 'https://lumera.com', LOCALE_DOMAINS: 'xx=lumera.xx' }, 'LOCALE_DOMAINS'],
    [{ LOCALE_DOMAINS: 'it=lumera.it' }, 'LOCALE_DOMAINS needs PUBLIC_URL'],
    [{ MAIL_API_URL: 'mail' }, 'MAIL_API_URL'],
    [{ MAIL_INTERNAL_TO: 'nobody' }, 'MAIL_INTERNAL_TO'],
    [{ GTM_ID: 'UA-1234' }, 'GTM_ID'],
    [{ WOOCOMMERCE_URL: 'https://shop.example.com' }, 'WOOCOMMERCE_CONSUMER_KEY'],
    [{ DATABASE_URL: 'mysql://db/lumera' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'leads.sqlite' }, 'DATABASE_URL'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: 'auto' }, 'WEB_CONCURRENCY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    // A claim shorter than two outgoing timeouts could run out while its attempt is still going.
    [{ DELIVERY_LEASE_SECONDS: '15' }, 'DELIVERY_LEASE_SECONDS'],
    [{ DELIVERY_LEASE_SECONDS: '1m' }, 'DELIVERY_LEASE_SECONDS'],
    [{ LEAD_RETENTION_DAYS: '0' }, 'LEAD_RETENTION_DAYS'],
    [{ LEAD_RETENTION_DAYS: '-5' }, 'LEAD_RETENTION_DAYS'],
    [{ LEAD_RETENTION_DAYS: '2 years' }, 'LEAD_RETENTION_DAYS'],
    [{ LEAD_RETENTION_DAYS: '99999' }, 'LEAD_RETENTION_DAYS'],
    [{ WOOCOMMERCE_WEBHOOK_SECRET: 'short' }, 'WOOCOMMERCE_WEBHOOK_SECRET'],
    [{ WORDPRESS_URL: 'cms.example.com' }, 'WORDPRESS_URL'],
    [{ WORDPRESS_URL: 'https://cms.example.com', WORDPRESS_USER: 'site' }, 'WORDPRESS_APP_PASSWORD'],
    [{ WORDPRESS_URL: 'https://cms.example.com', WORDPRESS_USER: 'site', WORDPRESS_APP_PASSWORD: 'hunter2' }, 'WORDPRESS_APP_PASSWORD'],
    [{ WORDPRESS_URL: 'https://cms.example.com', WORDPRESS_WEBHOOK_SECRET: 'short' }, 'WORDPRESS_WEBHOOK_SECRET'],
    [{ WORDPRESS_WEBHOOK_SECRET: 'a-long-shared-secret' }, 'WORDPRESS_URL'],
    [{ WORDPRESS_URL: 'https://cms.example.com', WORDPRESS_PREVIEW_SECRET: 'thirty-one-characters-is-short!' }, 'WORDPRESS_PREVIEW_SECRET'],
    [{ WORDPRESS_PREVIEW_SECRET: 'a-preview-key-of-at-least-32-characters' }, 'WORDPRESS_URL'],
    [
      {
        WORDPRESS_URL: 'https://cms.example.com',
        WORDPRESS_WEBHOOK_SECRET: 'one-secret-for-both-notifications-and-previews',
        WORDPRESS_PREVIEW_SECRET: 'one-secret-for-both-notifications-and-previews',
      },
      'WORDPRESS_PREVIEW_SECRET must differ from WORDPRESS_WEBHOOK_SECRET',
    ],
    [{ CONTENT_CACHE_SECONDS: '1' }, 'CONTENT_CACHE_SECONDS'],
    [{ VARNISH_PURGE_URLS: '10.0.0.5:6081' }, 'VARNISH_PURGE_URLS'],
    [{ VARNISH_PURGE_URLS: ' , ' }, 'VARNISH_PURGE_URLS'],
    [{ FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY' }, 'FASTLY_API_TOKEN'],
    [{ FASTLY_API_TOKEN: 'fastly-token-123' }, 'FASTLY_SERVICE_ID'],
    [{ FASTLY_SERVICE_ID: 'an id with spaces', FASTLY_API_TOKEN: 'fastly-token-123' }, 'FASTLY_SERVICE_ID'],
    [{ CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353' }, 'CLOUDFLARE_API_TOKEN'],
    [{ CLOUDFLARE_API_URL: 'api.cloudflare.com' }, 'CLOUDFLARE_API_URL'],
    [{ CLOUDFLARE_PLAN: 'gold' }, 'CLOUDFLARE_PLAN'],
    [{ CLOUDFLARE_PLAN: 'Free' }, 'CLOUDFLARE_PLAN'],
    [{ CLOUDFLARE_PURGE_BUCKET: '0' }, 'CLOUDFLARE_PURGE_BUCKET'],
    [{ CLOUDFLARE_PURGE_BUCKET: '25 tokens' }, 'CLOUDFLARE_PURGE_BUCKET'],
    [{ CLOUDFLARE_PURGE_REFILL: '5' }, 'CLOUDFLARE_PURGE_REFILL'],
    [{ CLOUDFLARE_PURGE_REFILL: '5/hour' }, 'CLOUDFLARE_PURGE_REFILL'],
    [{ CLOUDFLARE_PURGE_REFILL: '0/min' }, 'CLOUDFLARE_PURGE_REFILL'],
    // The API token travels with every purge: never in clear text over a network.
    [{ CLOUDFLARE_API_URL: 'http://api.cloudflare.com/client/v4' }, 'CLOUDFLARE_API_URL'],
    [{ FASTLY_API_URL: 'http://api.fastly.com' }, 'FASTLY_API_URL'],
    [{ FASTLY_API_URL: 'http://10.0.0.5:8080' }, 'FASTLY_API_URL'],
    [{ FASTLY_API_URL: 'http://localhost.evil.example' }, 'FASTLY_API_URL'],
    [{ FASTLY_API_URL: 'http://127.0.0.1.nip.io' }, 'FASTLY_API_URL'],
    [{ FASTLY_API_URL: 'http://' }, 'FASTLY_API_URL'],
    [{ SENTRY_DSN: 'https://o1.ingest.sentry.io/4505' }, 'SENTRY_DSN'],
    [{ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/' }, 'SENTRY_DSN'],
  ])('rejects %o naming the variable', (source, name) => {
    expect(() => parseEnv(source)).toThrow(name)
  })
})
