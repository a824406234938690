// A fake WooCommerce store speaking the REST v3 contract the site relies on: HTTP Basic auth,
// `lang` (WPML), paging with X-WP-Total / X-WP-TotalPages, and WooCommerce's error shapes.
// Tests switch it between healthy and failing modes and read the requests it received.
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

const load = (locale) =>
  JSON.parse(readFileSync(new URL(`../../../src/catalogue/embedded/products.${locale}.json`, import.meta.url), 'utf8'))

/**
 * @param {{ key: string, secret: string, pageCap?: number }} options pageCap: the store's largest page
 *   (a real store can be configured below 100), so that the site must follow X-WP-TotalPages.
 */
export function startFakeStore({ key, secret, pageCap = 100 }) {
  const catalogue = { en: load('en'), it: load('it') }
  // A product only the store has, so a test can tell the store's feed from the embedded one.
  for (const [locale, name, slug] of [
    ['en', 'Store Exclusive 75', 'store-exclusive-75-cake-display'],
    ['it', 'Store Exclusive 75', 'store-exclusive-75-vetrina-dolci'],
  ]) {
    catalogue[locale].push({
      ...catalogue[locale][0],
      id: locale === 'en' ? 9901 : 9902,
      name,
      slug,
      menu_order: 99,
      translations: { en: 9901, it: 9902 },
    })
  }
  // A malformed product (no slug) that the site must skip without breaking a page.
  catalogue.en.push({ id: 9999, name: 'Broken', slug: '', meta_data: 'oops' })
  const state = { mode: 'up', requests: [] }
  const expected = 'Basic ' + Buffer.from(`${key}:${secret}`).toString('base64')

  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://store')
    if (url.pathname !== '/wp-json/wc/v3/products') {
      res.writeHead(404, { 'Content-Type': 'application/json' })
      return res.end(
        JSON.stringify({
          code: 'rest_no_route',
          message: 'No route was found matching the URL and request method.',
          data: { status: 404 },
        }),
      )
    }
    state.requests.push({ query: Object.fromEntries(url.searchParams), authorization: req.headers.authorization ?? null })
    if (state.mode === 'down') return req.socket.destroy()
    if (state.mode === 'error') {
      res.writeHead(500, { 'Content-Type': 'application/json' })
      return res.end(JSON.stringify({ code: 'internal_server_error', message: 'Critical error', data: { status: 500 } }))
    }
    if (state.mode === 'badjson') {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      return res.end('{"oops": [')
    }
    if (req.headers.authorization !== expected || state.mode === 'unauthorized') {
      res.writeHead(401, { 'Content-Type': 'application/json' })
      return res.end(
        JSON.stringify({
          code: 'woocommerce_rest_authentication_error',
          message: 'Invalid signature - provided signature does not match.',
          data: { status: 401 },
        }),
      )
    }
    const perPage = Number(url.searchParams.get('per_page') ?? '10')
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      res.writeHead(400, { 'Content-Type': 'application/json' })
      return res.end(
        JSON.stringify({
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): per_page',
          data: { status: 400, params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' } },
        }),
      )
    }
    const size = Math.min(perPage, pageCap)
    const page = Number(url.searchParams.get('page') ?? '1')
    const all = catalogue[url.searchParams.get('lang') === 'it' ? 'it' : 'en'].filter(
      (p) => url.searchParams.get('status') !== 'publish' || (p.status ?? 'publish') === 'publish',
    )
    const totalPages = Math.max(1, Math.ceil(all.length / size))
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-WP-Total': String(all.length), 'X-WP-TotalPages': String(totalPages) })
    res.end(JSON.stringify(all.slice((page - 1) * size, page * size)))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({
        url: `http://127.0.0.1:${port}`,
        state,
        setMode: (mode) => (state.mode = mode),
        close: () => new Promise((done) => server.close(done)),
      })
    })
  })
}
