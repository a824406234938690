/** What the CDN specs share: requests through a cache, and waiting for a change to reach its visitors. */
import { expect, test } from '@playwright/test'

/** Long enough for a CI machine busy with other work; a change that never shows fails after it. */
const LIVE_TIMEOUT_MS = 30_000

export type Through = (path: string, headers?: Record<string, string>) => Promise<Response>

/** Requests through the cache at `origin`, redirects not followed. */
export const through =
  (origin: string): Through =>
  (path, headers = {}) =>
    fetch(`${origin}${path}`, { redirect: 'manual', headers })

/** How the cache answered (site.vcl's X-Cache: hit, miss or pass). */
export const cacheStatus = async (get: Through, path: string, headers?: Record<string, string>) => {
  const response = await get(path, headers)
  await response.body?.cancel()
  return response.headers.get('x-cache')
}

/** The page's HTML as the cache serves it. */
export const html = async (get: Through, path: string, headers?: Record<string, string>) => (await get(path, headers)).text()

/**
 * Waits until `check` holds for what the cache serves; prints how long it took after `since` (the save). The time is
 * the bench's to hold to the 3 s (`npm run bench -- --only=cdn`): a timed assertion flakes on a busy machine.
 */
export async function live(what: string, check: () => Promise<boolean>, since = Date.now()) {
  await expect.poll(check, { message: what, intervals: [100], timeout: LIVE_TIMEOUT_MS }).toBe(true)
  const description = `${what}: ${Date.now() - since} ms`
  test.info().annotations.push({ type: 'live through the cache', description })
  console.log(`  live through the cache: ${description}`)
}

/** Requests each page until the cache serves it from storage (the first request stores it), an answer of the site's. */
export async function cached(get: Through, paths: readonly string[], headers?: Record<string, string>) {
  const served = async (path: string) => {
    const response = await get(path, headers)
    await response.body?.cancel()
    return response.status < 500 ? response.headers.get('x-cache') : `${response.status}`
  }
  for (const path of paths) {
    await expect.poll(() => served(path), { message: `${path} kept by the cache`, timeout: 20_000 }).toBe('hit')
  }
}
