import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { TEST_BROWSER } from '../../scripts/lib/chromium.mjs'
import { startInstance, type Instance } from './support/instances'
import { freePort } from './support/site'
import { startVarnish, varnishAvailable } from './support/varnish.mjs'

/**
 * Each language on its own domain (docs/decisions/0066, docs/operations.md "Country domains"): Italian at lumera-it.test
 * and German at lumera-de.test, English at PUBLIC_URL's lumera.test, all three through one Varnish with the
 * repository's site.vcl, the hosts told apart by the Host header (a browser resolves every `.test` host to the cache).
 */
let site: Instance
let varnish: Awaited<ReturnType<typeof startVarnish>>
let port: number
const hosts = { en: 'lumera.test', it: 'lumera-it.test', de: 'lumera-de.test' }
const origin = (host: string) => `http://${host}:${port}`

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A request through the cache for `host` (fetch cannot set Host), redirects not followed. */
function get(host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: `${host}:${port}`, ...headers } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

const link = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)"`, 'i').exec(html)?.[1]

// Every `.test` host is the cache's address, as a resolver would give it to a visitor's browser.
test.use({
  launchOptions: {
    executablePath: TEST_BROWSER.path,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic', '--host-resolver-rules=MAP *.test 127.0.0.1'],
  },
})
test.describe.configure({ mode: 'serial' })
test.skip(!varnishAvailable(), 'Varnish is installed by .ci/run (apt-get)')

test.describe('each language on its own domain, through Varnish', { tag: '@one-width' }, () => {
  test.beforeAll(async () => {
    const sitePort = await freePort()
    port = await freePort()
    // The site and Varnish read the same LOCALE_DOMAINS (docs/cdn.md).
    const domains = `it=${hosts.it}:${port},de=${hosts.de}:${port}`
    site = await startInstance(
      { PUBLIC_URL: origin(hosts.en), LOCALE_DOMAINS: domains, VARNISH_PURGE_URLS: `http://127.0.0.1:${port}` },
      { port: sitePort },
    )
    varnish = await startVarnish({ backendPort: sitePort, port, env: { LOCALE_DOMAINS: domains } })
  })
  test.afterAll(async () => {
    await site?.stop()
    await varnish?.stop()
  })

  test("a language's domain answers in it at its root, without a prefix, with no cookie or browser language needed", async () => {
    for (const [host, path, lang] of [
      [hosts.it, '/', 'it'],
      [hosts.it, '/chi-siamo', 'it'],
      [hosts.de, '/ueber-uns', 'de'],
      [hosts.de, '/vitrinen/eis', 'de'],
      [hosts.en, '/about-us', 'en'],
    ] as const) {
      const answer = await get(host, path, { 'Accept-Language': 'en-GB', 'Sec-Fetch-Dest': 'document' })
      expect(answer.status, `${host}${path}`).toBe(200)
      expect(answer.body, `${host}${path}`).toContain(`<html lang="${lang}"`)
    }
    // Its home is a page like any other: one copy for every visitor, whatever their languages.
    const home = await get(hosts.it, '/', { 'Accept-Language': 'de', Cookie: 'PARAGLIDE_LOCALE=en', 'Sec-Fetch-Dest': 'document' })
    expect(home.status).toBe(200)
    expect(home.headers['cache-control']).toMatch(/public/)
    expect(String(home.headers['vary'] ?? '')).not.toMatch(/Accept-Language/i)
  })

  test('links, canonical and hreflang are addresses on each language’s own host', async () => {
    const html = (await get(hosts.it, '/chi-siamo')).body
    expect(link(html, 'canonical')).toBe(`${origin(hosts.it)}/chi-siamo`)
    expect(link(html, 'alternate', 'en')).toBe(`${origin(hosts.en)}/about-us`)
    expect(link(html, 'alternate', 'x-default')).toBe(`${origin(hosts.en)}/about-us`)
    expect(link(html, 'alternate', 'de')).toBe(`${origin(hosts.de)}/ueber-uns`)
    // Its own pages by path, without the prefix; nothing that would go through a redirect.
    expect(html).toContain('href="/contatta"')
    expect(html).not.toMatch(/href="\/it\//)
  })

  test("another host sends a language's prefixed paths to its domain, for good", async () => {
    for (const [host, path, location] of [
      [hosts.en, '/it/chi-siamo?utm_source=x', `${origin(hosts.it)}/chi-siamo?utm_source=x`],
      [hosts.en, '/de', `${origin(hosts.de)}/`],
      [hosts.it, '/it/contatta', `${origin(hosts.it)}/contatta`],
      [hosts.it, '/de/kontakt', `${origin(hosts.de)}/kontakt`],
      [hosts.de, '/en/about-us', `${origin(hosts.en)}/about-us`],
    ] as const) {
      const answer = await get(host, path)
      expect(answer.status, `${host}${path}`).toBe(301)
      expect(answer.headers['location'], `${host}${path}`).toBe(location)
    }
  })

  test('the default host does not send a visitor to another host from /: it is a page for every visitor', async () => {
    const answer = await get(hosts.en, '/', { 'Accept-Language': 'it-IT,it;q=0.9', 'Sec-Fetch-Dest': 'document' })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<html lang="en"')
  })

  test('each host has its own sitemap, and robots.txt names it', async () => {
    for (const [host, own, other] of [
      [hosts.it, `${origin(hosts.it)}/chi-siamo`, origin(hosts.en)],
      [hosts.de, `${origin(hosts.de)}/ueber-uns`, origin(hosts.it)],
      [hosts.en, `${origin(hosts.en)}/about-us`, origin(hosts.de)],
    ] as const) {
      const xml = (await get(host, '/sitemap.xml')).body
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
      expect(locs, host).toContain(own)
      expect(
        locs.every((loc) => loc.startsWith(`${origin(host)}/`)),
        host,
      ).toBe(true)
      expect(xml, host).toContain(`href="${other}/`)
      expect((await get(host, '/robots.txt')).body, host).toContain(`Sitemap: ${origin(host)}/sitemap.xml`)
      // The API is every host's, as it is.
      expect((await get(host, '/api/health')).status, host).toBe(200)
    }
  })

  test('the cache keeps each host’s pages apart, and an unknown host gets the default host’s page with its addresses', async () => {
    for (const host of [hosts.en, hosts.it, hosts.en, hosts.it]) await get(host, '/cookies')
    const english = await get(hosts.en, '/cookies')
    const italian = await get(hosts.it, '/cookies')
    expect(english.headers['x-cache']).toBe('hit')
    expect(italian.headers['x-cache']).toBe('hit')
    expect(english.body).toContain('<html lang="en"')
    expect(italian.body).toContain('<html lang="it"')

    const forged = await get('evil.example', '/about-us')
    expect(forged.status).toBe(200)
    expect(forged.body).toContain('<html lang="en"')
    expect(link(forged.body, 'canonical')).toBe(`${origin(hosts.en)}/about-us`)
    expect(forged.body).not.toContain('evil.example')
  })

  test("a page's cache tags do not depend on the host it is served from", async () => {
    const tags = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port: site.port, path: '/chi-siamo', headers: { Host: `${hosts.it}:${port}` } },
        (response) => {
          response.resume()
          resolve(String(response.headers['xkey'] ?? ''))
        },
      )
      request.on('error', reject)
      request.end()
    })
    expect(tags.split(' ')).toEqual(expect.arrayContaining(['page:/it/chi-siamo', 'lang:it']))
  })

  test('a visitor moves within a language’s domain, and the switch takes them to the other domains', async ({ page }) => {
    test.slow()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // Plain http on a host other than localhost: Chromium says it ignores Cross-Origin-Opener-Policy there (HTTPS in production).
    page.on(
      'console',
      (message) => message.type() === 'error' && !/Cross-Origin-Opener-Policy/.test(message.text()) && errors.push(message.text()),
    )
    await page.goto(`${origin(hosts.it)}/chi-siamo`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    // Hydrated: the header's showcases link then announces its menu.
    await expect(page.locator('a[aria-haspopup="dialog"]').first()).toBeAttached()
    const header = page.getByRole('banner')
    const switchLinks = header.getByRole('list', { name: 'Scegli la lingua' }).first().getByRole('link')
    expect(
      await switchLinks.evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.hasAttribute('data-locale-choice')])),
    ).toEqual([
      [`${origin(hosts.en)}/about-us`, false],
      [`${origin(hosts.de)}/ueber-uns`, false],
    ])
    await header.getByRole('link', { name: 'Sostenibilità' }).filter({ visible: true }).first().click()
    await expect(page).toHaveURL(`${origin(hosts.it)}/sostenibilita`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await switchLinks.nth(1).click()
    await expect(page).toHaveURL(`${origin(hosts.de)}/nachhaltigkeit`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect(errors).toEqual([])
  })
})
