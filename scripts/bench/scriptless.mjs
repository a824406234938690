// The Lighthouse floor of a page (issue 29, decision 0062): the same page served with the same headers but without
// a single script, so a run shows what the lab scores for the page's HTML, CSS, fonts and images alone, beside the
// page itself. Whatever the page's JavaScript costs is the difference; what the floor loses, no script work can win.
//
// A small proxy in front of the site: a document (a request that accepts HTML) is fetched from the site, its
// `<script>` elements and module preloads are removed, and it is sent with the site's own response headers (the
// security headers included: COOP decides how the browser navigates to it) and compressed as the site compresses
// it. Every other request (stylesheet, image, font) is passed through untouched, compressed bytes and all.
import http from 'node:http'
import { brotliCompressSync, constants } from 'node:zlib'

/** The page's HTML without its scripts: inline and external `<script>` elements and `modulepreload` links. */
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'])

function forward(origin, req, headers) {
  return new Promise((resolve, reject) => {
    const target = new URL(req.url, origin)
    const upstream = http.request(target, { method: req.method, headers: { ...headers, host: target.host } }, resolve)
    upstream.on('error', reject)
    req.pipe(upstream)
  })
}

async function serveDocument(origin, req, res) {
  const upstream = await forward(origin, req, { ...req.headers, 'accept-encoding': 'identity' })
  const chunks = []
  for await (const chunk of upstream) chunks.push(chunk)
  const html = withoutScripts(Buffer.concat(chunks).toString('utf8'))
  const headers = Object.fromEntries(Object.entries(upstream.headers).filter(([name]) => !hopByHop.has(name)))
  const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '')
  // Quality 3, as the site's page cache compresses a page (decision 0060): the transfer size matches the page's.
  const body = brotli ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }) : Buffer.from(html)
  res.writeHead(upstream.statusCode ?? 502, { ...headers, ...(brotli ? { 'content-encoding': 'br' } : {}), 'content-length': body.length })
  res.end(body)
}

async function passThrough(origin, req, res) {
  const upstream = await forward(origin, req, req.headers)
  res.writeHead(upstream.statusCode ?? 502, upstream.headers)
  upstream.pipe(res)
}

/** Starts the proxy in front of `origin`; resolves to its origin and a `close()`. */
export async function startScriptless(origin) {
  const server = http.createServer((req, res) => {
    const isDocument = req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '')
    ;(isDocument ? serveDocument : passThrough)(origin, req, res).catch((error) => {
      res.writeHead(502).end(String(error))
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
