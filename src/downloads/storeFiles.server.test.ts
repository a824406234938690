/** The store's files through the site: only from the store's origin, redirects checked, sizes from a HEAD. */
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStoreFile, StoreFileError, storeFileSize } from './storeFiles.server'

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
    }),
  )

const elsewhereRequests: string[] = []
const elsewhere = createServer((req, res) => {
  elsewhereRequests.push(req.url ?? '')
  res.end('stolen')
})
let otherOrigin = ''
const store = createServer((req, res) => {
  const routes: Record<string, () => void> = {
    '/files/a.dwg': () => res.writeHead(200, { 'Content-Length': '6' }).end(req.method === 'HEAD' ? undefined : 'AC1027'),
    '/files/moved.dwg': () => res.writeHead(301, { Location: '/files/a.dwg' }).end(),
    '/files/away.dwg': () => res.writeHead(302, { Location: `${otherOrigin}/a.dwg` }).end(),
    '/files/gone.dwg': () => res.writeHead(410).end(),
    '/files/broken.dwg': () => res.writeHead(500).end(),
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

describe('storeFileSize', () => {
  it("is the store's declared length, kept a while, or nothing when the store does not say", async () => {
    expect(await storeFileSize(`${origin}/files/a.dwg`, origin, 0)).toBe(6)
    expect(await storeFileSize(`${origin}/files/unsized.dwg`, origin, 0)).toBeUndefined()
    expect(await storeFileSize(`${origin}/files/gone.dwg`, origin, 0)).toBeUndefined()
    expect(await storeFileSize(`${otherOrigin}/a.dwg`, origin, 0)).toBeUndefined()
    expect(elsewhereRequests).toEqual([])
  })
})
