// Fakes of the two CDN purge APIs the site calls, each checking a request as the CDN's API documents it and recording
// every purge it accepted (and what it refused, and why):
// - Fastly: `POST /service/{id}/purge` with `Fastly-Key: <token>` and `Surrogate-Key: k1 k2 …` (at most 256 keys,
//   each at most 1,024 bytes), soft with `Fastly-Soft-Purge: 1`; 200 with `{ key: purgeId }`. `POST
//   /service/{id}/purge_all` purges everything.
// - Cloudflare: `POST /zones/{zone}/purge_cache` (a purge) or `…/invalidate_cache` (an invalidation, its soft purge) with
//   `Authorization: Bearer <token>` and a JSON body naming one of `tags`, `files`, `hosts`, `prefixes` (at most 100
//   items) or `purge_everything`. Both draw on one token bucket, the plan's (Free: 25, refilled at 5 a minute), past
//   which 429 with Retry-After. Answers are `{ success, errors, messages, result }`.
// `failNext(n, status)` makes the next n requests fail with that status, as a CDN in trouble does.
import { createServer } from 'node:http'

/** @param {import('node:http').IncomingMessage} req */
const bodyOf = (req) =>
  new Promise((resolve) => {
    let body = ''
    req.on('data', (d) => (body += d))
    req.on('end', () => resolve(body))
  })

/** @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle */
function listen(handle) {
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()))
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const json = (res, status, value, headers = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(JSON.stringify(value))
}

/** @param {{ serviceId: string, token: string }} options */
export async function startFakeFastly({ serviceId, token }) {
  const state = {
    purges: /** @type {Array<{ at: number, keys: string[], soft: boolean }>} */ ([]),
    purgeAll: 0,
    refused: /** @type {string[]} */ ([]),
    fail: { count: 0, status: 503 },
  }
  const refuse = (res, status, reason) => {
    state.refused.push(reason)
    json(res, status, { msg: reason })
  }
  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fastly')
    const match = /^\/service\/([^/]+)\/(purge|purge_all)$/.exec(url.pathname)
    await bodyOf(req)
    if (req.method !== 'POST' || !match) return refuse(res, 404, `no route ${req.method} ${url.pathname}`)
    if (req.headers['fastly-key'] !== token) return refuse(res, 401, 'Provided credentials are missing or invalid')
    if (decodeURIComponent(match[1]) !== serviceId) return refuse(res, 404, 'Service not found')
    if (state.fail.count > 0) {
      state.fail.count--
      return json(res, state.fail.status, { msg: 'Service temporarily unavailable' })
    }
    if (match[2] === 'purge_all') {
      state.purgeAll++
      return json(res, 200, { status: 'ok' })
    }
    const keys = String(req.headers['surrogate-key'] ?? '')
      .split(' ')
      .filter(Boolean)
    if (keys.length === 0) return refuse(res, 400, 'Surrogate-Key header missing')
    if (keys.length > 256) return refuse(res, 400, `${keys.length} keys in one request (at most 256)`)
    if (keys.some((k) => Buffer.byteLength(k) > 1024)) return refuse(res, 400, 'a key longer than 1,024 bytes')
    state.purges.push({ at: Date.now(), keys, soft: req.headers['fastly-soft-purge'] === '1' })
    json(res, 200, Object.fromEntries(keys.map((k, i) => [k, `${Date.now()}-${i}`])))
  })
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    state,
    /** Every key purged so far. */
    keys: () => state.purges.flatMap((p) => p.keys),
    failNext: (count, status = 503) => (state.fail = { count, status }),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** Cloudflare's purge limits per plan (its "Purge cache" page): a bucket of tokens, refilled at so many a second. */
export const CLOUDFLARE_PLANS = {
  free: { bucket: 25, refillPerSecond: 5 / 60 },
  pro: { bucket: 25, refillPerSecond: 5 },
  business: { bucket: 50, refillPerSecond: 10 },
}

/** @param {{ zoneId: string, token: string, plan?: { bucket: number, refillPerSecond: number } }} options */
export async function startFakeCloudflare({ zoneId, token, plan = CLOUDFLARE_PLANS.free }) {
  const state = {
    purges: /** @type {Array<{ at: number, tags: string[], soft: boolean }>} */ ([]),
    everything: 0,
    rateLimited: 0,
    refused: /** @type {string[]} */ ([]),
    bucket: { tokens: plan.bucket, at: Date.now() },
    fail: { count: 0, status: 503 },
  }
  const error = (res, status, code, message, headers) => {
    if (status !== 429) state.refused.push(message)
    json(res, status, { success: false, errors: [{ code, message }], messages: [], result: null }, headers)
  }
  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://cloudflare')
    const match = /^\/zones\/([^/]+)\/(purge_cache|invalidate_cache)$/.exec(url.pathname)
    const raw = await bodyOf(req)
    if (req.method !== 'POST' || !match) return error(res, 404, 7003, `No route for ${req.method} ${url.pathname}`)
    if (req.headers.authorization !== `Bearer ${token}`) return error(res, 403, 10000, 'Authentication error')
    if (decodeURIComponent(match[1]) !== zoneId) return error(res, 404, 7003, 'Could not route to the zone')
    // The bucket counts every authenticated request, purge or invalidation, as the API's does.
    const now = Date.now()
    state.bucket.tokens = Math.min(plan.bucket, state.bucket.tokens + ((now - state.bucket.at) / 1000) * plan.refillPerSecond)
    state.bucket.at = now
    if (state.bucket.tokens < 1) {
      state.rateLimited++
      const retry = Math.ceil((1 - state.bucket.tokens) / plan.refillPerSecond)
      return error(res, 429, 971, 'Please wait and consider throttling your request speed', { 'Retry-After': String(retry) })
    }
    state.bucket.tokens -= 1
    if (state.fail.count > 0) {
      state.fail.count--
      return error(res, state.fail.status, 10013, 'Service temporarily unavailable')
    }
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return error(res, 400, 1012, 'Request must be JSON')
    let body
    try {
      body = JSON.parse(raw)
    } catch {
      return error(res, 400, 1012, 'Request must be valid JSON')
    }
    const kinds = ['tags', 'files', 'hosts', 'prefixes', 'purge_everything'].filter((k) => body?.[k] !== undefined)
    if (kinds.length !== 1) return error(res, 400, 1012, 'Request must name exactly one of tags, files, hosts, prefixes, purge_everything')
    if (kinds[0] === 'purge_everything') {
      state.everything++
      return json(res, 200, { success: true, errors: [], messages: [], result: { id: zoneId } })
    }
    const items = body[kinds[0]]
    if (!Array.isArray(items) || items.length === 0 || items.some((t) => typeof t !== 'string' || t.length === 0 || t.length > 1024))
      return error(res, 400, 1012, `${kinds[0]} must be a list of strings of 1 to 1,024 characters`)
    if (items.length > 100) return error(res, 400, 1012, `${items.length} ${kinds[0]} in one request (at most 100)`)
    state.purges.push({ at: now, tags: items, soft: match[2] === 'invalidate_cache' })
    json(res, 200, { success: true, errors: [], messages: [], result: { id: zoneId } })
  })
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    state,
    /** Every tag purged so far. */
    tags: () => state.purges.flatMap((p) => p.tags),
    failNext: (count, status = 503) => (state.fail = { count, status }),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
