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
    [{ WOOCOMMERCE_WEBHOOK_SECRET: '  s3cret-from-woo  ' }, { woocommerceWebhookSecret: 's3cret-from-woo' }],
    [{ WOOCOMMERCE_WEBHOOK_SECRET: '' }, { woocommerceWebhookSecret: undefined }],
  ])('accepts %o', (source, expected) => {
    expect(parseEnv(source)).toMatchObject(expected)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ MAIL_API_URL: 'mail' }, 'MAIL_API_URL'],
    [{ MAIL_INTERNAL_TO: 'nobody' }, 'MAIL_INTERNAL_TO'],
    [{ GTM_ID: 'UA-1234' }, 'GTM_ID'],
    [{ WOOCOMMERCE_URL: 'https://shop.example.com' }, 'WOOCOMMERCE_CONSUMER_KEY'],
    [{ WOOCOMMERCE_WEBHOOK_SECRET: 'short' }, 'WOOCOMMERCE_WEBHOOK_SECRET'],
  ])('rejects %o naming the variable', (source, name) => {
    expect(() => parseEnv(source)).toThrow(name)
  })
})
