import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'
import { visitorAddress, withSocketAddressOf } from './clientAddress.server'

const trust = (value: string) => parseEnv({ TRUST_PROXY: value }).trustProxy

describe('visitorAddress', () => {
  it.each([
    // [socket, X-Forwarded-For, TRUST_PROXY, visitor]
    ['203.0.113.7', null, undefined, '203.0.113.7'],
    ['::ffff:203.0.113.7', null, undefined, '203.0.113.7'],
    [undefined, null, undefined, 'unknown'],
    // Without TRUST_PROXY the header is whatever the client wrote: ignored.
    ['203.0.113.7', '198.51.100.1', undefined, '203.0.113.7'],
    // One proxy in front: the address it saw is the last entry.
    ['10.0.0.2', '198.51.100.1', '1', '198.51.100.1'],
    ['10.0.0.2', 'spoofed, 198.51.100.1', '1', '198.51.100.1'],
    ['10.0.0.2', '198.51.100.1, 10.0.0.9', '2', '198.51.100.1'],
    ['10.0.0.2', 'spoofed, 198.51.100.1, 10.0.0.9', '2', '198.51.100.1'],
    // More hops than entries: the leftmost there is.
    ['10.0.0.2', '198.51.100.1', '3', '198.51.100.1'],
    ['10.0.0.2', '198.51.100.1', '0', '10.0.0.2'],
    // Named proxies: skip them from the right, and stop at the first stranger.
    ['10.0.0.2', '198.51.100.1', '10.0.0.2', '198.51.100.1'],
    ['10.0.0.2', 'spoofed, 198.51.100.1, 10.1.2.3', '10.0.0.0/8', '198.51.100.1'],
    ['10.0.0.2', '198.51.100.1, 192.0.2.5', '10.0.0.0/8', '192.0.2.5'],
    ['192.0.2.5', '198.51.100.1', '10.0.0.0/8', '192.0.2.5'],
    ['::ffff:10.0.0.2', '2001:db8::1', '10.0.0.2, 2001:db8:ffff::/48', '2001:db8::1'],
    ['10.0.0.2', '10.0.0.3, 10.0.0.4', '10.0.0.0/8', '10.0.0.3'],
    ['10.0.0.2', ' , ', '1', '10.0.0.2'],
  ])('socket %s, X-Forwarded-For %s, TRUST_PROXY %s: %s', (socket, header, trustProxy, expected) => {
    expect(visitorAddress(socket, header, trustProxy === undefined ? undefined : trust(trustProxy))).toBe(expected)
  })

  it('keeps the socket address on a rebuilt request', () => {
    const original = Object.assign(new Request('http://x/'), { ip: '203.0.113.7' })
    const rebuilt = withSocketAddressOf(original, new Request('http://x/', { method: 'POST', body: 'a' }))
    expect((rebuilt as Request & { ip?: string }).ip).toBe('203.0.113.7')
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    ['1', { hops: 1 }],
    ['10.0.0.1', { addresses: ['10.0.0.1'] }],
    [' 10.0.0.0/8 , fd00::/8 ', { addresses: ['10.0.0.0/8', 'fd00::/8'] }],
  ])('accepts %s', (value, expected) => expect(trust(value)).toEqual(expected))

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '-1', '10.0.0.1,,'])('rejects %s naming the variable', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow('TRUST_PROXY')
  })
})
