/** The store's files through the site: only from the store's origin, redirects checked, sizes from a HEAD. */
import { createServer, type Server } from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as AppConfigModule from '#app-config'
import { guardedBody, openStoreFile, StoreFileError, storeFileSize } from './storeFiles.server'

type AppConfig = typeof AppConfigModule
// Short deadlines, so that slow and stalled files take a second here, not minutes.
vi.mock('#app-config', async (original) => {
  const config = await original<AppConfig>()
  return { ...config, downloadLimits: { ...config.downloadLimits, storeFileTimeoutMs: 400, storeFileIdleMs: 400 } }
})

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
    }),
  )

/** A text that compresses well (the reproduction: 20,006 bytes sent for 63 declared). */
const compressible = 'AC1027'.padEnd(20_006, '0')
const received: Array<{ method?: string; url?: string; encoding?: string }> = []
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const elsewhereRequests: string[] = []
const elsewhere = createServer((req, res) => {
  elsewhereRequests.push(req.url ?? '')
  res.end('stolen')
})
let otherOrigin = ''
const store = createServer((req, res) => {
  received.push({ method: req.method, url: req.url, encoding: req.headers['accept-encoding'] })
  const gzipped = gzipSync(compressible)
  const routes: Record<string, () => void> = {
    '/files/a.dwg': () => res.writeHead(200, { 'Content-Length': '6' }).end(req.method === 'HEAD' ? undefined : 'AC1027'),
    '/files/moved.dwg': () => res.writeHead(301, { Location: '/files/a.dwg' }).end(),
    '/files/away.dwg': () => res.writeHead(302, { Location: `${otherOrigin}/a.dwg` }).end(),
    '/files/gone.dwg': () => res.writeHead(410).end(),
    '/files/broken.dwg': () => res.writeHead(500).end(),
    // As a server with compression on answers: gzip when the client accepts it, with the compressed length.
    '/files/compressible.dwg': () => {
      const wantsGzip = /gzip/.test(req.headers['accept-encoding'] ?? '')
      const body = wantsGzip ? gzipped : Buffer.from(compressible)
      res.writeHead(200, { 'Content-Length': String(body.length), ...(wantsGzip ? { 'Content-Encoding': 'gzip' } : {}) })
      res.end(req.method === 'HEAD' ? undefined : body)
    },
    // A proxy that compresses whatever the client asks.
    '/files/always-gzip.ifc': () => {
      res.writeHead(200, { 'Content-Length': String(gzipped.length), 'Content-Encoding': 'gzip' })
      res.end(req.method === 'HEAD' ? undefined : gzipped)
    },
    // Slow but alive: a part every 100 ms for 1.5 s, far past the 400 ms a part may take.
    '/files/slow.ifc': () => {
      res.writeHead(200, { 'Content-Length': '15' })
      void (async () => {
        for (let i = 0; i < 15; i++) {
          res.write('x')
          await wait(100)
        }
        res.end()
      })()
    },
    // A first part, then nothing.
    '/files/stalled.ifc': () => {
      res.writeHead(200, { 'Content-Length': '10' })
      res.write('xxxxx')
    },
    // Headers that never come.
    '/files/silent.ifc': () => undefined,
    '/files/unsized.dwg': () => {
      res.writeHead(200, { 'Transfer-Encoding': 'chunked' })
      res.end(req.method === 'HEAD' ? undefined : 'AC1027')
    },
  }
  ;(routes[req.url ?? ''] ?? (() => res.writeHead(404).end()))()
})
let origin = ''
beforeAll(async () => {
  otherOrigin = await listen(elsewhere)
  origin = await listen(store)
})
afterAll(() => {
  store.closeAllConnections()
  store.close()
  elsewhere.close()
})

const read = async (path: string) => {
  const file = await openStoreFile(origin + path, origin)
  return { text: await new Response(file.body).text(), length: file.length }
}
const status = (path: string, from = origin) =>
  openStoreFile(from + path, origin).then(
    () => 200,
    (error: unknown) => (error instanceof StoreFileError ? error.status : 'other'),
  )

describe('openStoreFile', () => {
  it('passes the bytes and the declared length through, following a redirect on the store', async () => {
    expect(await read('/files/a.dwg')).toEqual({ text: 'AC1027', length: 6 })
    expect(await read('/files/moved.dwg')).toEqual({ text: 'AC1027', length: 6 })
  })

  it.each([
    ['/files/away.dwg', 502],
    ['/files/gone.dwg', 404],
    ['/files/nothing.dwg', 404],
    ['/files/broken.dwg', 502],
  ])('%s is refused with %i', async (path, expected) => expect(await status(path)).toBe(expected))

  it('never reads another origin, asked directly or redirected there', async () => {
    expect(await status('/a.dwg', otherOrigin)).toBe(404)
    await status('/files/away.dwg')
    expect(elsewhereRequests).toEqual([])
  })
})

describe('openStoreFile and compression', () => {
  it('asks the store for the bytes as they are, so the length it declares is the length sent', async () => {
    expect(await read('/files/compressible.dwg')).toEqual({ text: compressible, length: compressible.length })
    expect(received.filter((r) => r.url === '/files/compressible.dwg').map((r) => r.encoding)).toEqual(['identity'])
  })

  it('declares no length for a body the store compressed anyway (fetch hands it over decompressed)', async () => {
    expect(await read('/files/always-gzip.ifc')).toEqual({ text: compressible, length: undefined })
  })
})

describe('openStoreFile over time', () => {
  it('passes a slow file that keeps coming, however long it takes in all', async () => {
    expect(await read('/files/slow.ifc')).toEqual({ text: 'x'.repeat(15), length: 15 })
  })

  it('fails a file that stops coming, and one whose answer never starts', async () => {
    await expect(read('/files/stalled.ifc')).rejects.toThrow()
    expect(await status('/files/silent.ifc')).toBe(504)
  })
})

describe('guardedBody', () => {
  const source = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    })
  const text = (body: ReadableStream<Uint8Array>) => new Response(body).text()
  const limits = { max: 20, idleMs: 1000 }

  it('passes a body of its declared length, or of any length up to the cap when none is declared', async () => {
    expect(await text(guardedBody(source('abc', 'def'), { ...limits, declared: 6 }))).toBe('abcdef')
    expect(await text(guardedBody(source('abc', 'def'), limits))).toBe('abcdef')
  })

  it.each([
    ['more bytes than it declared (the surplus would be read as the next answer)', source('abc', 'defg'), 6],
    ['fewer bytes than it declared', source('abc'), 6],
    ['more than the cap', source('x'.repeat(15), 'x'.repeat(15)), undefined],
  ])('fails a body with %s', async (_, body, declared) => {
    await expect(text(guardedBody(body, { ...limits, ...(declared === undefined ? {} : { declared }) }))).rejects.toThrow()
  })

  it('cancels the store’s body when the visitor goes', async () => {
    let cancelled = false
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(1)),
      cancel: () => {
        cancelled = true
      },
    })
    const reader = guardedBody(endless, limits).getReader()
    await reader.read()
    await reader.cancel()
    expect(cancelled).toBe(true)
  })
})

describe('storeFileSize', () => {
  it("is the store's declared length, kept a while, or nothing when the store does not say", async () => {
    expect(await storeFileSize(`${origin}/files/a.dwg`, origin, 0)).toBe(6)
    expect(await storeFileSize(`${origin}/files/unsized.dwg`, origin, 0)).toBeUndefined()
    expect(await storeFileSize(`${origin}/files/gone.dwg`, origin, 0)).toBeUndefined()
    expect(await storeFileSize(`${otherOrigin}/a.dwg`, origin, 0)).toBeUndefined()
    expect(elsewhereRequests).toEqual([])
  })
})
