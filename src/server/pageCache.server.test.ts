import { AsyncLocalStorage } from 'node:async_hooks'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { encodedBody, PageCache, pickEncoding } from './pageCache.server'

const page = (text: string) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as Array<[string, string]>,
  body: Buffer.from(text),
})

describe('PageCache', () => {
  it('renders a page once and serves it from memory until it expires', async () => {
    let now = 0
    const cache = new PageCache({ maxEntries: 10, ttlMs: 1000, staleMs: 0, now: () => now })
    const render = vi.fn(async () => page('<h1>home</h1>'))
    await cache.get('/', render)
    await cache.get('/', render)
    expect(render).toHaveBeenCalledTimes(1)
    now = 1001
    await cache.get('/', render)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('keeps a page that changes by itself at a set time no longer, and never serves it stale', async () => {
    let now = 0
    const cache = new PageCache({ maxEntries: 10, ttlMs: 1000, staleMs: 60_000, now: () => now })
    let renders = 0
    const render = vi.fn(async () => ({ ...page(`<p>render ${++renders}</p>`), maxAgeMs: 200 }))
    await cache.get('/', render)
    now = 150
    expect((await cache.get('/', render))?.body.toString()).toBe('<p>render 1</p>')
    now = 201
    // Rendered again for this request, not the old page served while one renders in the background.
    expect((await cache.get('/', render))?.body.toString()).toBe('<p>render 2</p>')
  })

  it('shares one render between concurrent misses', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 1000 })
    const render = vi.fn(() => new Promise<ReturnType<typeof page>>((resolve) => setTimeout(() => resolve(page('x')), 10)))
    await Promise.all(Array.from({ length: 20 }, () => cache.get('/search', render)))
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('shares a render with a request read later in the same turn of the event loop, even when the render is quick', async () => {
    // Two requests arriving together: Node reads them one after the other in one turn (here two
    // setImmediate callbacks), draining microtasks in between. A render with its data in memory
    // finishes within those microtasks.
    const cache = new PageCache({ maxEntries: 10, ttlMs: 0 })
    const render = vi.fn(async () => page('x'))
    const served = await new Promise<unknown[]>((resolve) => {
      const answers: Array<Promise<unknown>> = []
      setImmediate(() => answers.push(cache.get('/', render)))
      setImmediate(() => {
        answers.push(cache.get('/', render))
        resolve(Promise.all(answers))
      })
    })
    expect(render).toHaveBeenCalledTimes(1)
    expect(served[0]).toBe(served[1])
  })

  it('keeps at most maxEntries, evicting the least recently used', async () => {
    const cache = new PageCache({ maxEntries: 2, ttlMs: 60_000 })
    await cache.get('a', async () => page('a'))
    await cache.get('b', async () => page('b'))
    await cache.get('a', async () => page('a'))
    await cache.get('c', async () => page('c'))
    const render = vi.fn(async () => page('b'))
    await cache.get('b', render)
    expect(render).toHaveBeenCalledTimes(1)
    expect(cache.size).toBe(2)
  })

  it('does not store what render refuses, and forgets everything on clear', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000 })
    expect(await cache.get('/error', async () => null)).toBeNull()
    expect(cache.size).toBe(0)
    await cache.get('/', async () => page('old'))
    cache.clear()
    const fresh = await cache.get('/', async () => page('new'))
    expect(fresh?.body.toString()).toBe('new')
  })

  it('a render that finishes after clear is not stored', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000 })
    let release!: () => void
    const slow = cache.get('/', () => new Promise((resolve) => (release = () => resolve(page('stale')))))
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    cache.clear()
    release()
    await slow
    expect(cache.size).toBe(0)
  })

  it('keeps brotli and gzip variants of the same bytes', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000 })
    const entry = await cache.get('/', async () => page('<p>ciao</p>'.repeat(100)))
    expect(brotliDecompressSync(await encodedBody(entry!, 'br')).toString()).toBe('<p>ciao</p>'.repeat(100))
    expect(gunzipSync(await encodedBody(entry!, 'gzip')).toString()).toBe('<p>ciao</p>'.repeat(100))
    expect(encodedBody(entry!, null)).toBe(entry!.body)
  })

  it('compresses only the encodings asked for, once each', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000 })
    const entry = await cache.get('/', async () => page('<p>ciao</p>'.repeat(100)))
    expect(entry!.encoded).toEqual({})
    const first = encodedBody(entry!, 'br')
    const again = await cache.get('/', async () => page('other'))
    expect(encodedBody(again!, 'br')).toBe(first)
    expect(Object.keys(entry!.encoded)).toEqual(['br'])
  })

  it('compresses a page at once and a far larger body off the event loop, to the same bytes', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000 })
    const small = await cache.get('/', async () => page('<p>ciao</p>'.repeat(4000)))
    const made = encodedBody(small!, 'br')
    expect(Buffer.isBuffer(made)).toBe(true)
    expect(brotliDecompressSync(made as Buffer).toString()).toBe('<p>ciao</p>'.repeat(4000))
    const large = await cache.get('/big', async () => page('<p>ciao</p>'.repeat(30_000)))
    const making = encodedBody(large!, 'gzip')
    expect(making).toBeInstanceOf(Promise)
    expect(gunzipSync(await making).toString()).toBe('<p>ciao</p>'.repeat(30_000))
    expect(Buffer.isBuffer(large!.encoded.gzip)).toBe(true)
  })

  it('keeps a compressed body as a Buffer, not the promise that carried the request context', async () => {
    // A promise made inside a request holds that request's AsyncLocalStorage store (the whole render).
    const requestContext = new AsyncLocalStorage<{ render: string }>()
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000 })
    const entry = await cache.get('/', async () => page('<p>ciao</p>'.repeat(100)))
    const made = await requestContext.run({ render: 'a whole router' }, () => encodedBody(entry!, 'gzip'))
    expect(Buffer.isBuffer(entry!.encoded.gzip)).toBe(true)
    expect(encodedBody(entry!, 'gzip')).toBe(made)
  })

  it('with a TTL of 0 keeps nothing but still shares a render between concurrent misses', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 0 })
    const render = vi.fn(() => new Promise<ReturnType<typeof page>>((resolve) => setTimeout(() => resolve(page('x')), 10)))
    await Promise.all(Array.from({ length: 5 }, () => cache.get('/', render)))
    expect(render).toHaveBeenCalledTimes(1)
    expect(cache.size).toBe(0)
    await cache.get('/', render)
    expect(render).toHaveBeenCalledTimes(2)
  })
})

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['br; q=0.8, gzip', 'br'],
    ['BR , gzip', 'br'],
    ['deflate, gzip ;q=1', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    // A weight that is not `q=<number>` is not a yes.
    ['br;0q=1, gzip', 'gzip'],
    ['identity', null],
    [null, null],
    ['', null],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})

describe('PageCache expiry', () => {
  it('an entry is served before its expiry time and rendered again at it', async () => {
    let now = 0
    const cache = new PageCache({ maxEntries: 10, ttlMs: 1000, staleMs: 0, now: () => now })
    const render = vi.fn(async () => page('x'))
    await cache.get('/', render)
    now = 999
    await cache.get('/', render)
    expect(render).toHaveBeenCalledTimes(1)
    now = 1000
    await cache.get('/', render)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('an expired entry is dropped even when its new render is not stored', async () => {
    let now = 0
    const cache = new PageCache({ maxEntries: 10, ttlMs: 1000, staleMs: 0, now: () => now })
    await cache.get('/', async () => page('x'))
    now = 5000
    expect(await cache.get('/', async () => null)).toBeNull()
    expect(cache.size).toBe(0)
  })
})

describe('PageCache under a flood of unique URLs (docs/decisions/0028)', () => {
  const sized = (text: string, bytes: number) => page(text.padEnd(bytes, '.'))
  // 10 KB bodies count as 15 KB (their compressed copies and overhead): 100 KB holds six of them.
  const options = { ttlMs: 60_000, maxBytes: 100_000 }

  it('keeps its bytes within the bound, whatever it is given', async () => {
    const cache = new PageCache(options)
    for (let i = 0; i < 50; i++) await cache.get(`/search?q=${i}`, async () => sized(`${i}`, 10_000))
    expect(cache.bytes).toBeLessThanOrEqual(100_000)
    expect(cache.bytes).toBeGreaterThan(80_000)
    expect(cache.size).toBe(6)
  })

  it('a page asked for twice survives any number of pages asked for once', async () => {
    const cache = new PageCache(options)
    const home = vi.fn(async () => sized('home', 10_000))
    await cache.get('/', home)
    await cache.get('/', home)
    for (let i = 0; i < 200; i++) await cache.get(`/search?q=${i}`, async () => sized(`${i}`, 10_000))
    await cache.get('/', home)
    expect(home).toHaveBeenCalledTimes(1)
  })

  it("one of the site's own pages is kept like a page asked for again from its first render", async () => {
    const cache = new PageCache(options)
    const product = vi.fn(async () => ({ ...sized('product', 10_000), sitePage: true }))
    await cache.get('/product/aurora', product)
    for (let i = 0; i < 50; i++) await cache.get(`/search?q=${i}`, async () => sized(`${i}`, 10_000))
    await cache.get('/product/aurora', product)
    expect(product).toHaveBeenCalledTimes(1)
  })

  it('a page asked for once is pushed out by newer pages asked for once', async () => {
    const cache = new PageCache(options)
    const first = vi.fn(async () => sized('first', 10_000))
    await cache.get('/first', first)
    for (let i = 0; i < 10; i++) await cache.get(`/search?q=${i}`, async () => sized(`${i}`, 10_000))
    await cache.get('/first', first)
    expect(first).toHaveBeenCalledTimes(2)
  })

  it('the pages asked for again are bounded too: the oldest of them go back on probation, then out', async () => {
    const cache = new PageCache(options)
    for (let i = 0; i < 20; i++) {
      await cache.get(`/p${i}`, async () => sized(`${i}`, 10_000))
      await cache.get(`/p${i}`, async () => sized(`${i}`, 10_000))
    }
    expect(cache.bytes).toBeLessThanOrEqual(100_000)
    const oldest = vi.fn(async () => sized('0', 10_000))
    await cache.get('/p0', oldest)
    expect(oldest).toHaveBeenCalledTimes(1)
  })

  it('serves an expired page at once while one render replaces it in the background', async () => {
    let now = 0
    const cache = new PageCache({ ...options, ttlMs: 1000, staleMs: 5000, now: () => now })
    await cache.get('/', async () => page('old'))
    now = 2000
    let release!: () => void
    const render = vi.fn((context: { refresh: boolean }) => {
      expect(context).toStrictEqual({ refresh: true })
      return new Promise<ReturnType<typeof page>>((resolve) => (release = () => resolve(page('new'))))
    })
    expect((await cache.get('/', render))?.body.toString()).toBe('old')
    expect((await cache.get('/', render))?.body.toString()).toBe('old')
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1))
    release()
    await vi.waitFor(async () => expect((await cache.get('/', render))?.body.toString()).toBe('new'))
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('keeps serving the expired page when its new render fails, and drops it when the page is gone', async () => {
    let now = 0
    const cache = new PageCache({ ...options, ttlMs: 1000, staleMs: 5000, now: () => now })
    await cache.get('/', async () => page('old'))
    now = 2000
    expect((await cache.get('/', () => Promise.reject(new Error('shed'))))?.body.toString()).toBe('old')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await cache.get('/', async () => null))?.body.toString()).toBe('old')
    await vi.waitFor(() => expect(cache.size).toBe(0))
  })

  it('a page too long expired is rendered again before it is served', async () => {
    let now = 0
    const cache = new PageCache({ ...options, ttlMs: 1000, staleMs: 5000, now: () => now })
    await cache.get('/', async () => page('old'))
    now = 6000
    const render = vi.fn(async (context: { refresh: boolean }) => page(context.refresh ? 'refresh' : 'miss'))
    expect((await cache.get('/', render))?.body.toString()).toBe('miss')
  })
})

describe('PageCache: the byte bound and the two segments, exactly', () => {
  // A 1000-byte body counts as 2424 bytes: itself, 40 % for its compressed copies, 1 KB of overhead.
  const small = (text: string) => page(text.padEnd(1000, '.'))
  const ENTRY = 2424
  const once = (cache: PageCache, key: string) => cache.get(key, async () => small(key))
  const twice = async (cache: PageCache, key: string) => {
    await once(cache, key)
    await once(cache, key)
  }
  /** Whether `key` is served from the cache (its render is not called). */
  const cached = async (cache: PageCache, key: string) => {
    const render = vi.fn(async () => small(key))
    await cache.get(key, render)
    return render.mock.calls.length === 0
  }

  it('counts the bytes of the pages of both segments, and forgets both on clear', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 100_000 })
    await twice(cache, '/kept')
    await once(cache, '/once')
    expect(cache.bytes).toBe(2 * ENTRY)
    cache.clear()
    expect([cache.size, cache.bytes]).toStrictEqual([0, 0])
    expect(await cached(cache, '/kept')).toBe(false)
    expect(await cached(cache, '/once')).toBe(false)
  })

  it('holds pages up to the bound exactly, and not a byte more', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 2 * ENTRY })
    await once(cache, '/a')
    await once(cache, '/b')
    expect([cache.size, cache.bytes]).toStrictEqual([2, 2 * ENTRY])
    await once(cache, '/c')
    expect([cache.size, cache.bytes]).toStrictEqual([2, 2 * ENTRY])
    expect(await cached(cache, '/a')).toBe(false)
  })

  it('counts a refreshed page once', async () => {
    let now = 0
    const cache = new PageCache({ ttlMs: 1000, staleMs: 5000, maxBytes: 100_000, now: () => now })
    await once(cache, '/')
    now = 2000
    const refresh = vi.fn(async () => small('/'))
    await cache.get('/', refresh)
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setImmediate(resolve))
    expect([cache.size, cache.bytes]).toStrictEqual([1, ENTRY])
  })

  it('a page served stale counts as asked for again: its new copy outlives pages asked for once', async () => {
    let now = 0
    const cache = new PageCache({ ttlMs: 1000, staleMs: 5000, maxBytes: 10 * ENTRY, now: () => now })
    await once(cache, '/')
    now = 2000
    const refresh = vi.fn(async () => small('/'))
    await cache.get('/', refresh)
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setImmediate(resolve))
    for (let i = 0; i < 30; i++) await once(cache, `/search?q=${i}`)
    expect(await cached(cache, '/')).toBe(true)
  })

  it('drops a page too long expired even when its new render fails', async () => {
    let now = 0
    const cache = new PageCache({ ttlMs: 1000, staleMs: 5000, maxBytes: 100_000, now: () => now })
    await once(cache, '/')
    now = 10_000
    await expect(cache.get('/', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed')
    expect([cache.size, cache.bytes]).toStrictEqual([0, 0])
  })

  it('keeps the pages asked for again within 80 % of the bound: the oldest goes back on probation, and out before newer ones', async () => {
    // 2 entries are exactly 80 % of 6060 bytes: both stay protected.
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 6060 })
    await twice(cache, '/a')
    await twice(cache, '/b')
    await once(cache, '/c')
    await once(cache, '/d')
    expect(await cached(cache, '/a')).toBe(true)
    expect(await cached(cache, '/b')).toBe(true)
  })

  it('demotes the oldest page asked for again as soon as a promotion passes 80 %, so it leaves before a newer page', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 6 * ENTRY + 100 })
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) await once(cache, key)
    // Each asked for again: from the fifth promotion on, past 80 %, the oldest go back on probation (/a, then /b).
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) await once(cache, key)
    await once(cache, '/g')
    expect(await cached(cache, '/g')).toBe(true)
    expect(cache.size).toBe(6)
  })

  it("demotes the oldest of the site's pages past 80 % when one is stored, so a page asked for once is not the one to go", async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 6 * ENTRY + 100 })
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) await cache.get(key, async () => ({ ...small(key), sitePage: true }))
    await once(cache, '/search?q=1')
    expect(await cached(cache, '/search?q=1')).toBe(true)
    expect(await cached(cache, '/a')).toBe(false)
  })

  it('keeps a single page asked for again even when it alone passes 80 %', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 100_000 })
    // 58 KB counts as 82,224 bytes.
    await cache.get('/big', async () => ({ ...page('x'.repeat(58_000)), sitePage: true }))
    await once(cache, '/s1')
    await once(cache, '/s2')
    await once(cache, '/s3')
    expect(await cached(cache, '/big')).toBe(true)
  })

  it('evicts the oldest page asked for again once none is left on probation', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2 })
    for (const key of ['/a', '/b', '/c']) await cache.get(key, async () => ({ ...small(key), sitePage: true }))
    expect(cache.size).toBe(2)
    expect(await cached(cache, '/c')).toBe(true)
    expect(await cached(cache, '/b')).toBe(true)
    expect(cache.size).toBe(2)
  })
})
