// Property-based input for a running site (scenario 4 of issue 30, and the fast slice in
// tests/e2e/abuse.spec.ts): form posts, server-function calls, webhook bodies, image URLs and query
// strings, oversized, of the wrong types, with unicode edge cases, duplicate fields, prototype keys
// and broken encodings. A property fails on any 5xx; the caller checks that nothing was stored.
import { request } from 'node:http'
import fc from 'fast-check'

/** One raw request (any bytes in the path and body); resolves with the status, never throws. */
export function rawRequest(origin, { method = 'GET', path = '/', headers = {}, body }) {
  const url = new URL(origin)
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers, timeout: 15_000 }, (res) => {
      let text = ''
      res.setEncoding('latin1')
      res.on('data', (d) => (text.length < 4096 ? (text += d) : null))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => resolve({ status: 0, error: error.message }))
    if (body !== undefined) req.write(body)
    req.end()
  })
}

const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800',
    'a'.repeat(70_000),
    '😀'.repeat(500),
  ),
  fc.integer().map(String),
)
const brokenEscape = fc.constantFrom('%', '%E0%A4%A', '%C3%28', '%FF%FE', '%00', '%ZZ', '%2', '%25%', '%u0041', '%EF%BF%BD')
/** A value as it appears in a URL: escaped text, sometimes with a broken escape inside. */
const urlPart = fc
  .tuple(weird, fc.option(brokenEscape, { nil: '' }))
  .map(([text, broken]) => encodeURIComponent(text.slice(0, 300).toWellFormed()) + broken)

const formNames = fc.constantFrom(
  'form',
  'locale',
  'page',
  'path',
  'email',
  'first_name',
  'last_name',
  'message',
  'phone',
  'country',
  'consent_privacy',
  'website',
  'fields',
  '__proto__',
  'constructor',
)
const formIds = fc.constantFrom('newsletter', 'contact', 'quote', 'catalogue', 'start_project', 'nope', '__proto__', '')

/** Form posts that are invalid by construction: the privacy consent is never given. */
const invalidFormBody = fc
  .record({
    form: formIds,
    locale: fc.constantFrom('en', 'it', 'de', ''),
    pairs: fc.array(fc.tuple(formNames, weird), { maxLength: 12 }),
    encoding: fc.constantFrom('urlencoded', 'raw', 'json', 'multipart'),
  })
  .map(({ form, locale, pairs, encoding }) => {
    const entries = [
      ['form', form],
      ['locale', locale],
      ['page', 'contact'],
      ['path', locale === 'it' ? '/it/contatta' : '/contact'],
      ...pairs,
    ].filter(([name]) => name !== 'consent_privacy')
    if (encoding === 'json') return { type: 'application/json', body: JSON.stringify(Object.fromEntries(entries)), locale }
    if (encoding === 'raw')
      return { type: 'application/x-www-form-urlencoded', body: entries.map(([k, v]) => `${k}=${v}`).join('&') + '&%E0%A4%A=%FF', locale }
    if (encoding === 'multipart') {
      const boundary = 'fuzzboundary'
      const parts = entries.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')
      return { type: `multipart/form-data; boundary=${boundary}`, body: `${parts}--${boundary}--\r\n`, locale }
    }
    return { type: 'application/x-www-form-urlencoded', body: new URLSearchParams(entries).toString(), locale }
  })

const notServerError = (response) => response.status > 0 && response.status < 500

/** The properties, each over `runs` generated inputs; resolves with per-target counts, throws on a counterexample. */
export async function fuzzTargets(origin, { runs = 100 } = {}) {
  const counts = {}
  const statuses = {}
  const count = (target, response) => {
    counts[target] = (counts[target] ?? 0) + 1
    statuses[`${target} ${response.status}`] = (statuses[`${target} ${response.status}`] ?? 0) + 1
    return response
  }
  const check = (target, arbitrary, send) =>
    fc.assert(
      fc.asyncProperty(arbitrary, async (input) => {
        const response = count(target, await send(input))
        if (!notServerError(response))
          throw new Error(`${target}: ${response.status || response.error} for ${JSON.stringify(input).slice(0, 300)}`)
      }),
      { numRuns: runs, endOnFailure: true },
    )

  await check('form posts', invalidFormBody, async ({ type, body, locale }) => {
    const response = await rawRequest(origin, {
      method: 'POST',
      path: '/api/forms',
      headers: { Origin: origin, 'Content-Type': type, 'X-Forwarded-For': '192.0.2.1' },
      body,
    })
    // A form the visitor posted comes back to its page in its language, with the message to show.
    if (response.status === 303 && locale === 'it' && !/^\/it\//.test(response.headers.location ?? '')) {
      return { status: 599, error: `an Italian form went back to ${response.headers.location}` }
    }
    return response
  })
  await check('server functions', fc.tuple(urlPart, weird, fc.constantFrom('GET', 'POST')), ([id, body, method]) =>
    rawRequest(origin, {
      method,
      path: `/_serverFn/${id}${method === 'GET' ? `?payload=${encodeURIComponent(body.slice(0, 500).toWellFormed())}` : ''}`,
      headers: { Origin: origin, 'Content-Type': 'application/json', 'x-tsr-serverFn': 'true' },
      body: method === 'POST' ? body : undefined,
    }),
  )
  await check(
    'webhooks',
    fc.tuple(weird, fc.option(weird), fc.constantFrom('product.updated', 'product.deleted', 'order.created', '', '__proto__')),
    ([body, signature, topic]) =>
      rawRequest(origin, {
        method: 'POST',
        path: '/api/webhooks/woocommerce',
        headers: {
          'Content-Type': 'application/json',
          ...(signature === null ? {} : { 'X-WC-Webhook-Signature': Buffer.from(signature).toString('base64').slice(0, 200) }),
          'X-WC-Webhook-Topic': topic,
        },
        body,
      }),
  )
  await check('image URLs', fc.tuple(urlPart, urlPart), ([key, width]) => rawRequest(origin, { path: `/api/images/${key}/${width}` }))
  const paths = fc.constantFrom(
    '/',
    '/search',
    '/it/cerca',
    '/product/aurora-90-cake-display',
    '/showcases',
    '/it/contatta',
    '/no-such-page',
    '/api/health',
  )
  await check(
    'query strings',
    fc.tuple(
      paths,
      fc.array(
        fc.tuple(
          fc.constantFrom('q', 'category', 'door', 'page', 'capacity', 'utm_source', '__proto__', 'form_result', 'form_errors'),
          urlPart,
        ),
        { maxLength: 6 },
      ),
    ),
    ([path, params]) =>
      rawRequest(origin, { path: `${path}?${params.map(([k, v]) => `${k}=${v}`).join('&')}`, headers: { 'Accept-Encoding': 'gzip' } }),
  )
  return { counts, statuses }
}
