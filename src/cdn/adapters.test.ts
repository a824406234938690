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

  it('purges by surrogate key with the token, as the API documents it', async () => {
    await fastlyAdapter({ apiUrl: fastly.url, serviceId: 'svc123', token: 'fastly-token' }).purge(['product:1', 'lang:en'], signal())
    expect(fastly.keys()).toEqual(['product:1', 'lang:en'])
    expect(fastly.state.refused).toEqual([])
  })

  it('fails, saying why, with a wrong token', async () => {
    const purge = fastlyAdapter({ apiUrl: fastly.url, serviceId: 'svc123', token: 'wrong-token' }).purge(['x'], signal())
    await expect(purge).rejects.toThrow(new PurgeFailure('fastly answered 401'))
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
  beforeAll(async () => (cloudflare = await startFakeCloudflare({ zoneId: 'zone123', token: 'cf-token', perMinute: 3 })))
  afterAll(() => cloudflare.close())
  const adapter = (token = 'cf-token') => cloudflareAdapter({ apiUrl: cloudflare.url, zoneId: 'zone123', token })

  it('purges by tag with the bearer token, at most 30 a request', async () => {
    await adapter().purge(
      Array.from({ length: adapter().tagsPerRequest }, (_, i) => `product:${i}`),
      signal(),
    )
    expect(cloudflare.tags()).toHaveLength(30)
    expect(cloudflare.state.refused).toEqual([])
  })

  it('fails with the error’s code for a wrong token', async () => {
    await expect(adapter('wrong-token').purge(['x'], signal())).rejects.toThrow('cloudflare answered 403 (error 10000)')
  })

  it('passes on the Retry-After of a 429', async () => {
    await adapter().purge(['a'], signal())
    await adapter().purge(['b'], signal())
    const failure = await adapter()
      .purge(['c'], signal())
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PurgeFailure)
    expect((failure as PurgeFailure).message).toBe('cloudflare answered 429 (error 971)')
    expect((failure as PurgeFailure).retryAfterMs).toBeGreaterThan(50_000)
  })
})

describe('varnishAdapter', () => {
  let server: Server
  let url: string
  const received: Array<{ method?: string; tags?: string }> = []
  let status = 200
  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push({ method: req.method, tags: req.headers['xkey-purge'] as string | undefined })
      res.writeHead(status).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('sends PURGE with the tags in xkey-purge', async () => {
    await varnishAdapter(url, 'varnish 1').purge(['product:1', 'lang:it'], signal())
    expect(received).toEqual([{ method: 'PURGE', tags: 'product:1 lang:it' }])
  })

  it('fails on a refusal, and without the address when nothing answers', async () => {
    status = 403
    await expect(varnishAdapter(url, 'varnish 1').purge(['x'], signal())).rejects.toThrow('varnish answered 403')
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
