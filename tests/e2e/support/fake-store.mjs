// A fake WooCommerce store speaking the REST v3 API the site relies on (docs/specification.md §10): HTTP Basic auth,
// `lang` (WPML), paging with X-WP-Total / X-WP-TotalPages, and WooCommerce's error shapes.
// Tests switch it between healthy and failing modes and read the requests it received.
// Product photos are real-size JPEGs under /wp-content/uploads/ (store-photos.mjs), as a store's
// `images[].src` are; /wp-content/uploads/hostile/ holds the sources the image service must refuse.
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { bombPng, preparePhotos, storePhoto } from './store-photos.mjs'

const load = (locale) =>
  JSON.parse(readFileSync(new URL(`../../../src/catalogue/embedded/products.${locale}.json`, import.meta.url), 'utf8'))

/** A technical file's bytes: the same every time for a path, tens of KB, not text (so a changed byte shows). */
export function technicalFile(pathname) {
  const body = Buffer.alloc(48_000 + pathname.length * 100)
  let seed = [...pathname].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7)
  for (let i = 0; i < body.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0
    body[i] = seed >>> 24
  }
  return body
}

/** A STEP model: text, so a server that compresses its answers shrinks it to a few hundred bytes. */
export function stepFile() {
  const lines = ['ISO-10303-21;', 'HEADER;', "FILE_NAME('aurora-90.step');", 'ENDSEC;', 'DATA;']
  for (let i = 1; lines.join('\n').length < 20_000; i++) lines.push(`#${i}=CARTESIAN_POINT('',(0.,0.,0.));`)
  return Buffer.from([...lines, 'ENDSEC;', 'END-ISO-10303-21;', ''].join('\n'))
}

/** When the photos were last modified, as the store's `date_modified_gmt` says. */
const PHOTO_DATE = '2026-11-20T09:30:00'

/**
 * @param {{ key: string, secret: string, pageCap?: number, photos?: boolean }} options pageCap: the
 *   store's largest page (a real store can be configured below 100), so that the site must follow
 *   X-WP-TotalPages. photos (default true): images are the store's full-size JPEGs, not the drawings.
 */
export function startFakeStore({ key, secret, pageCap = 100, photos = true }) {
  const catalogue = { en: load('en'), it: load('it'), de: load('de') }
  // A product only the store has, so a test can tell the store's feed from the embedded one. It has no German version:
  // the German site shows it in English (the honest fallback, docs/decisions/0066).
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
  // Meta for professionals (issue 41) on Aurora 90 in both languages: its EU energy label, and its technical files on
  // the store (paths: the store's origin is known once it listens) and one elsewhere, which the site must never read.
  for (const [locale, views] of [
    ['en', 'Front, side and top views'],
    ['it', "Viste frontale, laterale e dall'alto"],
  ]) {
    const aurora = catalogue[locale][0]
    // A new list: the store's exclusive product above was copied from Aurora 90 and shares its meta list.
    aurora.meta_data = [
      ...aurora.meta_data,
      { id: 90001, key: 'energy_class', value: 'B' },
      { id: 90002, key: 'eprel_id', value: '1234567' },
      {
        id: 90003,
        key: 'technical_files',
        value: [
          { name: views, file: '/wp-content/uploads/2026/11/aurora-90.dwg', format: 'DWG' },
          { name: 'BIM', file: '/wp-content/uploads/2026/11/aurora-90.rfa', format: 'rfa' },
          { name: 'IFC', file: 'elsewhere:/aurora-90.ifc', format: 'IFC' },
          // Compressed when the client accepts it, as a web server with compression on sends it.
          { name: 'STEP', file: '/wp-content/uploads/2026/11/aurora-90.step', format: 'STEP' },
        ],
      },
    ]
  }
  // A malformed product (no slug) that the site must skip without breaking a page.
  catalogue.en.push({ id: 9999, name: 'Broken', slug: '', meta_data: 'oops' })
  const state = { mode: 'up', requests: [], imageRequests: [], elsewhere: 'http://127.0.0.1:9', compressAlways: false, fileRequests: [] }
  let origin = ''
  /** Technical files as the store lists them: on its own origin, or on the other server's. */
  const withFileOrigins = (product) =>
    Array.isArray(product.meta_data)
      ? {
          ...product,
          meta_data: product.meta_data.map((entry) =>
            entry.key === 'technical_files'
              ? {
                  ...entry,
                  value: entry.value.map((file) => ({
                    ...file,
                    file: file.file.startsWith('elsewhere:') ? state.elsewhere + file.file.slice(10) : origin + file.file,
                  })),
                }
              : entry,
          ),
        }
      : product
  /** A product as the API sends it: drawings become the store's photo URLs with their dates. */
  const asSent = (stored) => {
    const product = withFileOrigins(stored)
    return photos && Array.isArray(product.images)
      ? {
          ...product,
          images: product.images.map((image) => {
            const drawing = /^\/images\/products\/([a-z0-9-]+)\.svg$/.exec(image.src ?? '')
            if (!drawing) return image
            return {
              ...image,
              src: `${origin}/wp-content/uploads/2026/11/${drawing[1]}.jpg`,
              date_modified: PHOTO_DATE,
              date_modified_gmt: image.date_modified_gmt ?? PHOTO_DATE,
            }
          }),
        }
      : product
  }

  /** The store's uploads: photos, and the hostile sources of the image-service tests. */
  async function serveUpload(req, res, pathname) {
    state.imageRequests.push(pathname)
    const hostile = /^\/wp-content\/uploads\/hostile\/([a-z-]+)\.\w+$/.exec(pathname)?.[1]
    if (hostile === 'redirect-away') {
      res.writeHead(302, { Location: `${state.elsewhere}/stolen.jpg` })
      return res.end()
    }
    if (hostile === 'redirect-home') {
      res.writeHead(301, { Location: '/wp-content/uploads/2026/11/aurora-90-cake-display-1.jpg' })
      return res.end()
    }
    if (hostile === 'page') {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      return res.end('<!doctype html><title>Not an image</title>')
    }
    if (hostile === 'disguised') {
      // Says JPEG, is a script.
      res.writeHead(200, { 'Content-Type': 'image/jpeg' })
      return res.end('<script>alert(1)</script>')
    }
    if (hostile === 'huge') {
      // A JPEG of 40 MB, sent without a length: the service must stop reading at its cap.
      res.writeHead(200, { 'Content-Type': 'image/jpeg' })
      const chunk = Buffer.alloc(1024 * 1024, 0x20)
      chunk.set([0xff, 0xd8, 0xff, 0xe0])
      for (let i = 0; i < 40 && !res.destroyed; i++) {
        if (!res.write(chunk)) {
          // Whichever comes first; the other listener goes, so 40 chunks do not pile up 40 listeners.
          await new Promise((resolve) => {
            const done = () => (res.off('drain', done).off('close', done), resolve())
            res.once('drain', done).once('close', done)
          })
        }
      }
      return res.end()
    }
    if (hostile === 'bomb') {
      res.writeHead(200, { 'Content-Type': 'image/png' })
      return res.end(await bombPng())
    }
    if (/\.(dwg|rfa|step)$/.test(pathname)) state.fileRequests.push(`${req.method} ${pathname}`)
    if (pathname.endsWith('/aurora-90.step')) {
      const plain = stepFile()
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') || state.compressAlways
      const body = gzip ? gzipSync(plain) : plain
      res.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(body.length),
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
      return res.end(req.method === 'HEAD' ? undefined : body)
    }
    const technical = /^\/wp-content\/uploads\/\d{4}\/\d{2}\/[a-z0-9-]+\.(dwg|rfa)$/.exec(pathname)
    if (technical) {
      const body = technicalFile(pathname)
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(body.length) })
      return res.end(req.method === 'HEAD' ? undefined : body)
    }
    const name = /^\/wp-content\/uploads\/\d{4}\/\d{2}\/([a-z0-9-]+)\.jpg$/.exec(pathname)?.[1]
    const photo = name && storePhoto(name)
    if (!photo) {
      res.writeHead(404, { 'Content-Type': 'text/html' })
      return res.end('<!doctype html><title>Page not found</title>')
    }
    const body = await photo
    res.writeHead(200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(body.length),
      'Last-Modified': new Date(PHOTO_DATE + 'Z').toUTCString(),
    })
    res.end(body)
  }
  const expected = 'Basic ' + Buffer.from(`${key}:${secret}`).toString('base64')

  // When the site last asked anything, and how many answers are still open: what `idle()` waits on.
  const traffic = { lastAt: 0, open: 0 }
  const server = createServer((req, res) => {
    traffic.lastAt = Date.now()
    traffic.open++
    res.on('close', () => {
      traffic.open--
      traffic.lastAt = Date.now()
    })
    const url = new URL(req.url, 'http://store')
    if (url.pathname.startsWith('/wp-content/uploads/')) {
      return void serveUpload(req, res, url.pathname).catch(() => res.destroy())
    }
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
    // The abuse suite's misbehaving store (scripts/abuse/store.mjs).
    if (state.mode === 'slow') {
      const timer = setTimeout(() => res.destroyed || res.writeHead(503).end(), 30_000)
      return void res.on('close', () => clearTimeout(timer))
    }
    if (state.mode === 'html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' })
      return res.end('<!doctype html><title>Maintenance</title><p>Briefly unavailable for scheduled maintenance.</p>')
    }
    if (state.mode === 'truncated') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '50000' })
      res.write(JSON.stringify(catalogue.en.slice(0, 3)).slice(0, 2000))
      return void setTimeout(() => res.destroy(), 50)
    }
    if (state.mode === 'huge') {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      const item = JSON.stringify({ ...catalogue.en[0], description: 'x'.repeat(10_000) })
      res.write('[' + item)
      for (let i = 0; i < 1000 && !res.destroyed; i++) res.write(',' + item)
      return res.end(']')
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
    // WPML's `lang`: only that language's products; any other value, the default language's.
    const all = (catalogue[url.searchParams.get('lang') ?? 'en'] ?? catalogue.en).filter(
      (p) => url.searchParams.get('status') !== 'publish' || (p.status ?? 'publish') === 'publish',
    )
    const totalPages = Math.max(1, Math.ceil(all.length / size))
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-WP-Total': String(all.length), 'X-WP-TotalPages': String(totalPages) })
    res.end(JSON.stringify(all.slice((page - 1) * size, page * size).map(asSent)))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      origin = `http://127.0.0.1:${port}`
      resolve({
        url: origin,
        state,
        setMode: (mode) => (state.mode = mode),
        /**
         * Resolves once nothing has reached the store for `quietMs` and no answer is open: the site's background reads
         * (start-up, a coalesced re-read after a webhook) are over, so a count taken now moves only with what the test does.
         */
        idle: async (quietMs = 1000, timeoutMs = 30_000) => {
          const until = Date.now() + timeoutMs
          while (traffic.open > 0 || Date.now() - traffic.lastAt < quietMs) {
            if (Date.now() > until) throw new Error(`the store was still being read after ${timeoutMs} ms`)
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        },
        /** Edits a product as the shop would (fields of the API's shape); the site sees it on its next read. */
        updateProduct: (locale, slug, patch) => {
          const product = catalogue[locale].find((p) => p.slug === slug)
          if (!product) throw new Error(`no product ${slug} in ${locale}`)
          Object.assign(product, typeof patch === 'function' ? patch(product) : patch)
        },
        /** Makes the photos before the first visitor (once per machine; about 20 s the first time). */
        preparePhotos,
        /** Where the hostile redirect points (a server that records whether anyone came). */
        setElsewhere: (url) => (state.elsewhere = url),
        close: () => new Promise((done) => server.close(done)),
      })
    })
  })
}
