import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer as createTcpServer } from 'node:net'
import { startFakeCloudflare, startFakeFastly } from '../../tests/e2e/support/fake-cdns.mjs'
import { PurgeFailure } from './adapter'
import { cloudflareAdapter } from './cloudflare.server'
import { fastlyAdapter } from './fastly.server'
import { varnishAdapter } from './varnish.server'

const signal = () => AbortSignal.timeout(5000)

describe('fastlyAdapter, against a fake of Fastly’s API', () => {
  let fastly: Awaited<ReturnType<typeof startFakeFastly>>
  beforeAll(async () => (fastly = await startFakeFastly({ serviceId: 'svc123', token: 'fastly-token' })))
  afterAll(() => fastly.close())

  it('soft-purges by surrogate key with the token, as the API documents it', async () => {
    await fastlyAdapter({ apiUrl: fastly.url, serviceId: 'svc123', token: 'fastly-token' }).purge(['product:1', 'lang:en'], signal())
    expect(fastly.state.purges).toEqual([{ at: expect.any(Number), keys: ['product:1', 'lang:en'], soft: true }])
    expect(fastly.state.refused).toEqual([])
  })

  it('fails for good, saying why, with a wrong token or service', async () => {
    for (const [serviceId, token, status] of [
      ['svc123', 'wrong-token', 401],
      ['another', 'fastly-token', 404],
    ] as const) {
      const failure = await fastlyAdapter({ apiUrl: fastly.url, serviceId, token })
        .purge(['x'], signal())
        .catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(PurgeFailure)
      expect(failure).toMatchObject({ message: `fastly answered ${status}`, permanent: true })
    }
  })

  it('fails for now when Fastly is in trouble', async () => {
    fastly.failNext(1, 503)
    const failure = await fastlyAdapter({ apiUrl: fastly.url, serviceId: 'svc123', token: 'fastly-token' })
      .purge(['x'], signal())
      .catch((error: unknown) => error)
    expect((failure as PurgeFailure).message).toBe('fastly answered 503')
    expect((failure as PurgeFailure).permanent).toBe(false)
  })

  it('names the whole batch the purger may send (256 keys)', async () => {
    const adapter = fastlyAdapter({ apiUrl: fastly.url, serviceId: 'svc123', token: 'fastly-token' })
    const refused = fastly.state.refused.length
    await adapter.purge(
      Array.from({ length: adapter.tagsPerRequest }, (_, i) => `product:${i}`),
      signal(),
    )
    expect(fastly.state.refused.length).toBe(refused)
    expect(fastly.state.purges.at(-1)!.keys).toHaveLength(256)
  })
})

describe('cloudflareAdapter, against a fake of Cloudflare’s API', () => {
  let cloudflare: Awaited<ReturnType<typeof startFakeCloudflare>>
  // A zone whose account has three purges left in its bucket, refilled at one a minute.
  beforeAll(
    async () =>
      (cloudflare = await startFakeCloudflare({ zoneId: 'zone123', token: 'cf-token', plan: { bucket: 3, refillPerSecond: 1 / 60 } })),
  )
  afterAll(() => cloudflare.close())
  const limits = { itemsPerRequest: 100, bucket: 25, refillPerSecond: 5 / 60 }
  const adapter = (token = 'cf-token') => cloudflareAdapter({ apiUrl: cloudflare.url, zoneId: 'zone123', token, limits })

  it('purges by tag with the bearer token, at most 100 a request', async () => {
    expect(adapter().tagsPerRequest).toBe(100)
    expect(adapter().rateLimit).toEqual({ bucket: 25, refillPerSecond: 5 / 60 })
    await adapter().purge(
      Array.from({ length: adapter().tagsPerRequest }, (_, i) => `product:${i}`),
      signal(),
    )
    expect(cloudflare.tags()).toHaveLength(100)
    expect(cloudflare.state.purges[0]!.soft).toBe(false)
    expect(cloudflare.state.refused).toEqual([])
  })

  it('fails for good with the error’s code for a wrong token', async () => {
    const failure = await adapter('wrong-token')
      .purge(['x'], signal())
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PurgeFailure)
    expect(failure).toMatchObject({ message: 'cloudflare answered 403 (error 10000)', permanent: true })
  })

  it('passes on the Retry-After of a 429 when the bucket is empty, a failure for now', async () => {
    await adapter().purge(['a'], signal())
    await adapter().purge(['b'], signal())
    const failure = await adapter()
      .purge(['c'], signal())
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PurgeFailure)
    expect((failure as PurgeFailure).message).toBe('cloudflare answered 429 (error 971)')
    expect((failure as PurgeFailure).retryAfterMs).toBeGreaterThan(50_000)
    expect((failure as PurgeFailure).permanent).toBe(false)
  })
})

describe('varnishAdapter', () => {
  let server: Server
  let url: string
  const received: Array<{ method?: string; tags?: string }> = []
  let status = 200
  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push({ method: req.method, tags: req.headers['xkey-softpurge'] as string | undefined })
      res.writeHead(status).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('sends PURGE with the tags in xkey-softpurge', async () => {
    await varnishAdapter(url, 'varnish 1').purge(['product:1', 'lang:it'], signal())
    expect(received).toEqual([{ method: 'PURGE', tags: 'product:1 lang:it' }])
  })

  it('fails on a refusal, and without the address when nothing answers', async () => {
    status = 403
    const refused = await varnishAdapter(url, 'varnish 1')
      .purge(['x'], signal())
      .catch((error: unknown) => error)
    // Not in `acl purgers`: an operator's mistake that asking again will not mend.
    expect(refused).toBeInstanceOf(PurgeFailure)
    expect(refused).toMatchObject({ message: 'varnish answered 403', permanent: true })
    const closed = `http://127.0.0.1:${await closedPort()}`
    await expect(varnishAdapter(closed, 'varnish 2').purge(['x'], signal())).rejects.toThrow(new PurgeFailure('ECONNREFUSED'))
  })
})

/** A port nothing listens on: one the system just gave out and took back. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
