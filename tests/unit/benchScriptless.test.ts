import http from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScriptless, withoutScripts } from '../../scripts/bench/scriptless.mjs'

describe("the Lighthouse floor: a page's HTML without its scripts", () => {
  it.each([
    ['<p>a</p><script>boot()</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['<script type="module" src="/assets/main.js"></script><h1>t</h1>', '<h1>t</h1>'],
    ['<SCRIPT nonce="x">\nwindow.$_TSR = {}\n</SCRIPT>', ''],
    [
      '<link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/><link rel="stylesheet" href="/a.css"/>',
      '<link rel="stylesheet" href="/a.css"/>',
    ],
    ['<noscript>no script here</noscript><p>scripted text</p>', '<noscript>no script here</noscript><p>scripted text</p>'],
  ])('%j becomes %j', (html, expected) => {
    expect(withoutScripts(html)).toBe(expected)
  })
})

describe('the scriptless proxy in front of a site', () => {
  let site: http.Server
  let proxy: Awaited<ReturnType<typeof startScriptless>>
  beforeAll(async () => {
    site = http.createServer((req, res) => {
      if (req.url === '/page') {
        res.writeHead(200, { 'content-type': 'text/html', 'cross-origin-opener-policy': 'same-origin' })
        res.end('<html><body><h1>Vetrine</h1><script src="/assets/app.js"></script></body></html>')
      } else {
        res.writeHead(200, { 'content-type': 'text/css', 'content-encoding': 'br' })
        res.end(Buffer.from([1, 2, 3]))
      }
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    proxy = await startScriptless(`http://127.0.0.1:${(site.address() as { port: number }).port}`)
  })
  afterAll(async () => {
    await proxy.close()
    await new Promise((resolve) => site.close(resolve))
  })

  it("sends a document without its scripts, with the site's headers, compressed as the browser accepts", async () => {
    const body = await new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      http
        .get(`${proxy.origin}/page`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } }, async (res) => {
          const chunks: Buffer[] = []
          for await (const chunk of res) chunks.push(chunk as Buffer)
          resolve({ headers: res.headers, bytes: Buffer.concat(chunks) })
        })
        .on('error', reject)
    })
    expect(body.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(body.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(body.bytes).toString()).toBe('<html><body><h1>Vetrine</h1></body></html>')
  })

  it('passes every other request through untouched, compressed bytes and all', async () => {
    const res = await fetch(`${proxy.origin}/assets/app.css`, { headers: { accept: 'text/css' } })
    expect(res.headers.get('content-type')).toBe('text/css')
    // fetch would decompress a body it can read; the raw bytes travel with their encoding header.
    expect(res.headers.get('content-encoding')).toBe('br')
  })
})
