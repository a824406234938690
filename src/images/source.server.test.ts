import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchStoreImage, ImageRefusal } from './source.server'

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])
const limits = { maxBytes: 1000, timeoutMs: 2000, maxRedirects: 2 }

let store: Server
let origin = ''
const seen: string[] = []

beforeAll(async () => {
  store = createServer((req, res) => {
    seen.push(req.url ?? '')
    const route: Record<string, () => void> = {
      '/photo.jpg': () => res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG),
      '/moved.jpg': () => res.writeHead(301, { Location: '/photo.jpg' }).end(),
      '/away.jpg': () => res.writeHead(302, { Location: 'http://127.0.0.1:9/photo.jpg' }).end(),
      '/loop.jpg': () => res.writeHead(302, { Location: '/loop.jpg' }).end(),
      '/nowhere.jpg': () => res.writeHead(302).end(),
      '/page.jpg': () => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html>'),
      '/svg.svg': () => res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg/>'),
      '/disguised.jpg': () => res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('<script></script>'),
      '/declared-big.jpg': () => res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': '5000' }).end(Buffer.alloc(5000)),
      '/streamed-big.jpg': () => {
        res.writeHead(200, { 'Content-Type': 'image/jpeg' })
        for (let i = 0; i < 10; i++) res.write(Buffer.concat([JPEG, Buffer.alloc(500)]))
        res.end()
      },
      '/slow.jpg': () => setTimeout(() => res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG), 4000),
      '/gone.jpg': () => res.writeHead(410).end(),
      '/broken.jpg': () => res.writeHead(500).end(),
    }
    ;(route[req.url ?? ''] ?? (() => res.writeHead(404).end()))()
  })
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => store.close(() => resolve())))

async function statusOf(src: string): Promise<number> {
  try {
    await fetchStoreImage(src, origin, limits)
    return 200
  } catch (error) {
    if (error instanceof ImageRefusal) return error.refusal.status
    throw error
  }
}

describe('fetchStoreImage', () => {
  it('reads a photo of the store', async () => {
    expect(await fetchStoreImage(`${origin}/photo.jpg`, origin, limits)).toEqual(JPEG)
  })

  it.each([
    ['a redirect within the store', '/moved.jpg', 200],
    ['a redirect off the store', '/away.jpg', 502],
    ['a redirect loop', '/loop.jpg', 502],
    ['a redirect without a location', '/nowhere.jpg', 502],
    ['a web page', '/page.jpg', 415],
    ['an SVG', '/svg.svg', 415],
    ['a script that says it is a JPEG', '/disguised.jpg', 415],
    ['a declared length over the cap', '/declared-big.jpg', 413],
    ['a body that grows over the cap', '/streamed-big.jpg', 413],
    ['a store too slow', '/slow.jpg', 504],
    ['a missing file', '/missing.jpg', 404],
    ['a file gone', '/gone.jpg', 404],
    ['a store error', '/broken.jpg', 502],
  ])('%s -> %i', async (_, path, status) => {
    expect(await statusOf(`${origin}${path}`)).toBe(status)
  })

  it.each([
    ['another host', 'http://127.0.0.2:1/photo.jpg'],
    ['another scheme', 'file:///etc/passwd'],
    ['a relative path', '/photo.jpg'],
  ])('refuses %s with 400 without a request', async (_, src) => {
    const before = seen.length
    expect(await statusOf(src)).toBe(400)
    expect(seen.length).toBe(before)
  })

  it('answers 502 when the store cannot be reached', async () => {
    expect(await fetchStoreImage('http://127.0.0.1:9/photo.jpg', 'http://127.0.0.1:9', limits).catch((e) => e.refusal.status)).toBe(502)
  })
})
