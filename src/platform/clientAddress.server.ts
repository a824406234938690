/**
 * The visitor's address, for the rate limit: the socket's, unless TRUST_PROXY names the proxies in front. Then
 * `X-Forwarded-For` is read from the right, skipping only those: a visitor can prepend anything, never make them vouch.
 */
import { BlockList, isIP } from 'node:net'
import { loadEnv, type TrustProxy } from './env.server'

/** `::ffff:203.0.113.7` (IPv4 on an IPv6 socket) is `203.0.113.7`. */
function normalizeAddress(address: string): string {
  const trimmed = address.trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return mapped ? mapped[1]! : trimmed
}

function trustedList(addresses: string[]): BlockList {
  const list = new BlockList()
  for (const entry of addresses) {
    const [address, bits] = entry.split('/') as [string, string | undefined]
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return list
}

const lists = new WeakMap<object, BlockList>()

/** `{ hops: N }`: the address N entries from the right of [header..., socket]; `{ addresses }`: skip those from the right. */
export function visitorAddress(socket: string | undefined, forwardedFor: string | null | undefined, trust: TrustProxy | undefined): string {
  const peer = socket ? normalizeAddress(socket) : 'unknown'
  if (!trust || !forwardedFor) return peer
  const chain = [
    ...forwardedFor
      .split(',')
      .map(normalizeAddress)
      .filter((a) => a !== ''),
    peer,
  ]
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]!
  let list = lists.get(trust)
  if (!list) lists.set(trust, (list = trustedList(trust.addresses)))
  let i = chain.length - 1
  while (i > 0) {
    const family = isIP(chain[i]!)
    if (!family || !list.check(chain[i]!, family === 6 ? 'ipv6' : 'ipv4')) break
    i--
  }
  return chain[i]!
}

/** The socket's address as the server (srvx) attaches it to the request it hands to the app. */
function socketAddress(request: Request): string | undefined {
  return (request as Request & { ip?: string }).ip
}

/** A rebuilt request keeps the socket's address, which a plain `new Request` would drop. */
export function withSocketAddressOf<T extends Request>(original: Request, rebuilt: T): T {
  const ip = socketAddress(original)
  if (ip !== undefined) Object.defineProperty(rebuilt, 'ip', { value: ip, enumerable: false })
  return rebuilt
}

export function visitorAddressOf(request: Request): string {
  return visitorAddress(socketAddress(request), request.headers.get('X-Forwarded-For'), loadEnv().trustProxy)
}
