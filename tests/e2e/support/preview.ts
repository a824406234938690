/**
 * A signed preview link followed as a browser follows it (decision 0067): the site answers 303 to the page's clean
 * address with its preview cookie, and the clean address opens with that cookie only.
 */
import { expect } from '@playwright/test'

export async function openPreviewLink(link: string): Promise<{ exchange: Response; page: Response; cookie: string; clean: string }> {
  const exchange = await fetch(link, { redirect: 'manual' })
  expect(exchange.status, link).toBe(303)
  const clean = new URL(exchange.headers.get('Location')!, link).href
  const cookie = exchange.headers
    .getSetCookie()
    .filter((c) => new URL(clean).pathname.startsWith(/;\s*Path=([^;]+)/i.exec(c)![1]!))
    .map((c) => c.split(';')[0]!)
    .join('; ')
  const page = await fetch(clean, { redirect: 'manual', headers: { Cookie: cookie } })
  return { exchange, page, cookie, clean }
}
