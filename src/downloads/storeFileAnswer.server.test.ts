/**
 * A store file as the site answers it: HEAD from the store's headers alone, a length only when it is the length sent,
 * and a bounded number of downloads at once, per process and per visitor's address.
 */
import { createServer, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Gate } from '#src/lib/gate.ts'
import { answerStoreFile } from './storeFileAnswer.server'

const seen: string[] = []
const held = new Set<ServerResponse>()
const store = createServer((req, res) => {
  seen.push(`${req.method} ${req.url}`)
  if (req.url === '/files/a.dwg') return res.writeHead(200, { 'Content-Length': '6' }).end(req.method === 'HEAD' ? undefined : 'AC1027')
  // A large file that comes slowly: a part, then the test decides.
  if (req.url === '/files/big.ifc') {
    res.writeHead(200, { 'Content-Length': '1000000' }).write('ISO-10303-21;')
    held.add(res)
    return
  }
  res.writeHead(404).end()
})
let origin = ''
beforeAll(
  () =>
    new Promise<void>((resolve) =>
      store.listen(0, '127.0.0.1', () => {
        const address = store.address()
        origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
        resolve()
      }),
    ),
)
afterAll(() => {
  store.closeAllConnections()
  store.close()
})

const ask = (method: 'GET' | 'HEAD', path: string, address: string, gate: Gate) =>
  answerStoreFile(new Request(`https://www.example.com/api/downloads/en/x/files/0123456789abcdef`, { method }), {
    file: { url: origin + path, origin, name: path.split('/').pop()! },
    locale: 'en',
    address,
    gate,
  })

describe('answerStoreFile', () => {
  it('answers HEAD from the store’s headers, never reading the file', async () => {
    seen.length = 0
    const response = await ask('HEAD', '/files/a.dwg', '203.0.113.1', new Gate(4, 2))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Length')).toBe('6')
    expect(response.headers.get('Content-Disposition')).toContain('a.dwg')
    expect(response.body).toBeNull()
    expect(seen).toEqual(['HEAD /files/a.dwg'])
  })

  it('passes the file, its length and its name', async () => {
    const response = await ask('GET', '/files/a.dwg', '203.0.113.1', new Gate(4, 2))
    expect([response.status, response.headers.get('Content-Length'), await response.text()]).toEqual([200, '6', 'AC1027'])
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400')
  })

  it('lets one address run a few downloads at once, and everyone together a few more', async () => {
    const gate = new Gate(3, 2)
    const first = await ask('GET', '/files/big.ifc', '203.0.113.1', gate)
    const second = await ask('GET', '/files/big.ifc', '203.0.113.1', gate)
    expect([first.status, second.status]).toEqual([200, 200])
    const third = await ask('GET', '/files/big.ifc', '203.0.113.1', gate)
    expect(third.status).toBe(429)
    expect(third.headers.get('Retry-After')).toBeTruthy()
    expect(await third.text()).toBe('You are already downloading several files: please try again when one has finished.')
    const other = await ask('GET', '/files/big.ifc', '198.51.100.2', gate)
    expect(other.status).toBe(200)
    const fourth = await ask('GET', '/files/big.ifc', '198.51.100.3', gate)
    expect([fourth.status, fourth.headers.get('Retry-After')]).toEqual([503, '5'])
    // HEAD holds no place: it reads nothing.
    expect((await ask('HEAD', '/files/a.dwg', '203.0.113.1', gate)).status).toBe(200)
    // A visitor who goes frees the place at once; one whose download ends, at its end.
    await first.body!.cancel()
    expect((await ask('GET', '/files/a.dwg', '203.0.113.1', gate)).status).toBe(200)
    expect(gate.active).toBe(3)
    for (const res of held) res.end('x'.repeat(1_000_000 - 'ISO-10303-21;'.length))
    await Promise.all([second.arrayBuffer(), other.arrayBuffer()])
    expect(gate.active).toBe(1)
  })

  it('frees the place of a download the store refuses', async () => {
    const gate = new Gate(1, 1)
    expect((await ask('GET', '/files/gone.dwg', '203.0.113.1', gate)).status).toBe(404)
    expect(gate.active).toBe(0)
  })
})
