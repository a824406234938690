import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RecentKeys } from '#src/lib/recentKeys.ts'
import { DELIVERY_MEMORY_MS, hasValidSignature, isPingBody, judgeWebhook, productTopics } from './webhook.server'

const secret = 'wc-webhook-secret-0123456789'
const body = Buffer.from(JSON.stringify({ id: 42, name: 'Aurora 90', slug: 'aurora-90-cake-display' }))
// As WooCommerce computes it: base64 of the HMAC-SHA256 of the raw body with the secret.
const sign = (payload: Uint8Array, key = secret) => createHmac('sha256', key).update(payload).digest('base64')
const good = sign(body)

describe('hasValidSignature', () => {
  it.each([
    ['the right signature', good, true],
    ['with surrounding spaces', ` ${good} `, true],
    ['another secret', sign(body, 'another-secret'), false],
    ['another body', sign(Buffer.from('{"id":43}')), false],
    ['hex instead of base64', createHmac('sha256', secret).update(body).digest('hex'), false],
    ['truncated', good.slice(0, 20), false],
    ['one character changed', (good[0] === 'A' ? 'B' : 'A') + good.slice(1), false],
    ['empty', '', false],
    ['missing', null, false],
    ['garbage', '!!!***', false],
  ])('%s -> %s', (_, signature, expected) => expect(hasValidSignature(body, signature, secret)).toBe(expected))

  it('never accepts when the secret is empty', () => {
    expect(hasValidSignature(body, sign(body, ''), '')).toBe(false)
  })
})

describe('isPingBody', () => {
  it.each([
    ['webhook_id=12', true],
    ['webhook_id=12\n', true],
    ['webhook_id=', false],
    ['webhook_id=12&topic=product.updated', false],
    ['xwebhook_id=12', false],
    ['webhook_id=123456789012345678901', false],
    ['{"webhook_id":12}', false],
    ['', false],
  ])('%j -> %s', (text, expected) => expect(isPingBody(Buffer.from(text))).toBe(expected))
})

describe('judgeWebhook', () => {
  const ping = Buffer.from('webhook_id=7')
  type Case = [string, { body: Buffer; signature: string | null; topic: string | null }, string]
  it.each<Case>([
    ...productTopics.map((topic): Case => [`signed ${topic}`, { body, signature: good, topic }, 'refresh']),
    ['a topic in capitals', { body, signature: good, topic: 'Product.Updated' }, 'refresh'],
    ['a topic with spaces around it', { body, signature: good, topic: ' product.deleted\n' }, 'refresh'],
    ['a signed order topic', { body, signature: good, topic: 'order.created' }, 'ignore'],
    ['a signed delivery without a topic', { body, signature: good, topic: null }, 'ignore'],
    ['the unsigned ping', { body: ping, signature: null, topic: null }, 'ping'],
    ['a signed ping', { body: ping, signature: sign(ping), topic: null }, 'ping'],
    ['a ping with a forged signature', { body: ping, signature: good, topic: null }, 'unauthorized'],
    ['a forged product.updated', { body, signature: sign(body, 'guess'), topic: 'product.updated' }, 'unauthorized'],
    ['an unsigned product.updated', { body, signature: null, topic: 'product.updated' }, 'unauthorized'],
    ['an empty signature', { body, signature: '', topic: 'product.updated' }, 'unauthorized'],
  ])('%s -> %s', (_, input, verdict) =>
    expect(judgeWebhook({ ...input, secret, replays: new RecentKeys(DELIVERY_MEMORY_MS) })).toBe(verdict),
  )

  // WooCommerce signs the body only; each delivery has an id of its own. A captured delivery sent again (with its id, or
  // with any id: the id is not signed) must not make the site read the whole store again.
  it('reads a delivery once: its id or its body again within the memory is a replay', () => {
    const replays = new RecentKeys(DELIVERY_MEMORY_MS)
    const deliver = (deliveryId: string | null, at: number, payload = body) =>
      judgeWebhook({ body: payload, signature: sign(payload), topic: 'product.updated', secret, deliveryId, now: at, replays })
    expect(deliver('d-1', 0)).toBe('refresh')
    for (let second = 1; second <= 60; second++) expect(deliver('d-1', second * 1000)).toBe('replayed')
    expect(deliver('d-forged-2', 61_000)).toBe('replayed')
    expect(deliver(null, 62_000)).toBe('replayed')
    const edited = Buffer.from(JSON.stringify({ id: 42, name: 'Aurora 90 Plus', slug: 'aurora-90-cake-display' }))
    expect(deliver('d-3', 63_000, edited)).toBe('refresh')
    // A new delivery that reuses an id already seen is a replay too, whatever its body.
    const other = Buffer.from(JSON.stringify({ id: 43 }))
    expect(deliver('d-3', 64_000, other)).toBe('replayed')
    expect(deliver('d-1', DELIVERY_MEMORY_MS + 1000)).toBe('refresh')
  })

  it('remembers nothing of what it refused', () => {
    const replays = new RecentKeys(DELIVERY_MEMORY_MS)
    const forged = { body, topic: 'product.updated', secret, deliveryId: 'd-9', now: 0, replays }
    expect(judgeWebhook({ ...forged, signature: sign(body, 'guess') })).toBe('unauthorized')
    expect(judgeWebhook({ ...forged, signature: good })).toBe('refresh')
  })
})
