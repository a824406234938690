import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHmac } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import DxfParser from 'dxf-parser'
import { axeOf } from './support/axe'
import { startFakeMail } from './support/fake-mail.mjs'
import { startFakeStore, stepFile, technicalFile } from './support/fake-store.mjs'
import { startSite, type RunningSite } from './support/site'
import { asReturningVisitor, openDialogFrom, reachForForm } from './support/visitor'

/**
 * Files for professionals (issue 41), as a designer gets them: the product page's Downloads, each file read by the
 * tools an office uses (poppler's pdfinfo and pdftotext for the spec sheet, a DXF parser for the drawing), the
 * comparison's links, and a store's technical files and energy label, passed through from the store's origin only.
 */
/** A poppler tool's reading of a PDF (a file of its own each time: tests of this file run in parallel). */
function poppler(tool: 'pdfinfo' | 'pdftotext', pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'lumera-downloads-e2e-'))
  const file = join(folder, 'sheet.pdf')
  try {
    writeFileSync(file, pdf)
    return execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ')
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const words = {
  en: {
    path: '/product/aurora-90-cake-display',
    downloads: 'Downloads',
    sheet: /^Spec sheet \(PDF, \d+ KB\)$/,
    drawing: /^Dimensioned drawing \(DXF, \d+ KB\)$/,
    overall: 'Overall dimensions (W × D × H)',
    inSheet: ['Technical specs', 'Temperature range', '900 × 800 × 1350 mm', 'Transport data'],
    front: 'FRONT VIEW',
    energy: 'Energy class B',
  },
  it: {
    path: '/it/prodotto/aurora-90-vetrina-dolci',
    downloads: 'Documentazione da scaricare',
    sheet: /^Scheda tecnica \(PDF, \d+ KB\)$/,
    drawing: /^Disegno quotato \(DXF, \d+ KB\)$/,
    overall: "Dimensioni d'ingombro (L × P × H)",
    inSheet: ['Specifiche tecniche', 'Intervallo di temperatura', '900 × 800 × 1350 mm', 'Dati di trasporto'],
    front: 'VISTA FRONTALE',
    energy: 'Classe energetica B',
  },
  de: {
    path: '/de/produkt/aurora-90-kuchenvitrine',
    downloads: 'Downloads',
    sheet: /^Datenblatt \(PDF, \d+ KB\)$/,
    drawing: /^Maßzeichnung \(DXF, \d+ KB\)$/,
    overall: 'Außenmaße (B × T × H)',
    inSheet: ['Technische Daten', 'Temperaturbereich', '900 × 800 × 1350 mm', 'Transportdaten'],
    front: 'VORDERANSICHT',
    energy: 'Energieeffizienzklasse B',
  },
} as const

const downloads = (page: Page, lang: keyof typeof words) => page.getByRole('region', { name: words[lang].downloads })

for (const lang of ['en', 'it', 'de'] as const) {
  test(`the product page offers its spec sheet and drawing, which office tools read (${lang})`, async ({ page }) => {
    await page.goto(words[lang].path)
    const main = page.getByRole('main')
    await expect(main.locator('dt').getByText(words[lang].overall, { exact: true })).toBeVisible()
    await expect(main.locator('dd').getByText('900 × 800 × 1350 mm', { exact: true })).toBeVisible()
    // The embedded catalogue has no EPREL entries: no class is shown, none invented.
    await expect(main.getByRole('link', { name: words[lang].energy })).toHaveCount(0)

    const section = downloads(page, lang)
    await section.scrollIntoViewIfNeeded()
    const sheetLink = section.getByRole('link', { name: words[lang].sheet })
    await expect(sheetLink).toBeVisible()
    const sheet = await page.request.get((await sheetLink.getAttribute('href'))!)
    expect(sheet.status()).toBe(200)
    expect(sheet.headers()['content-type']).toBe('application/pdf')
    expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const pdf = await sheet.body()
    expect(pdf.byteLength).toBeLessThan(500 * 1024)
    const info = poppler('pdfinfo', pdf)
    expect(info).toMatch(/^Tagged: yes$/m)
    expect(info).toMatch(/^Title: Aurora 90$/m)
    const text = poppler('pdftotext', pdf).replace(/\s+/g, ' ')
    for (const phrase of words[lang].inSheet) expect(text).toContain(phrase)
    // The size the page states is the file's.
    const stated = Number(/(\d+) KB/.exec((await sheetLink.textContent())!)![1])
    expect(Math.abs(stated - pdf.byteLength / 1000)).toBeLessThanOrEqual(1)

    const drawingLink = section.getByRole('link', { name: words[lang].drawing })
    const drawing = await page.request.get((await drawingLink.getAttribute('href'))!)
    expect(drawing.status()).toBe(200)
    const dxf = new DxfParser().parseSync(await drawing.text())!
    expect((dxf.header as Record<string, unknown>).$INSUNITS).toBe(4)
    const texts = (dxf.entities as unknown as Array<{ type: string; text?: string }>).filter((e) => e.type === 'TEXT').map((e) => e.text)
    expect(texts).toEqual(expect.arrayContaining([words[lang].front, '900', '800', '1350']))
  })
}

test('a card states the cabinet overall size', async ({ page }) => {
  await page.goto('/showcases/cake')
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Aurora 90', exact: true }) })
  await expect(card.getByText('W × D × H 900 × 800 × 1350 mm')).toBeVisible()
})

test('the comparison links each model’s spec sheet and labels the transport sizes as such', async ({ page }) => {
  await page.goto('/compare?products=aurora-90-cake-display,calice-45-wine-cabinet')
  const table = page.getByRole('table')
  await expect(table.getByRole('rowheader', { name: 'Transport height' })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Overall dimensions (W × D × H)' })).toBeVisible()
  const links = table.getByRole('link', { name: 'Spec sheet (PDF)' })
  await expect(links).toHaveCount(2)
  for (const [index, slug] of ['aurora-90-cake-display', 'calice-45-wine-cabinet'].entries()) {
    const href = (await links.nth(index).getAttribute('href'))!
    expect(href).toBe(`/api/downloads/en/${slug}/spec-sheet.pdf`)
    const response = await page.request.get(href)
    expect(response.status()).toBe(200)
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  }
})

test('a file the site does not make, or of a model it does not have, is a plain 404', { tag: '@one-width' }, async ({ request }) => {
  for (const path of [
    '/api/downloads/en/aurora-90-cake-display/setup.exe',
    '/api/downloads/en/no-such-cabinet/spec-sheet.pdf',
    '/api/downloads/de/aurora-90-cake-display/spec-sheet.pdf',
    '/api/downloads/it/aurora-90-vetrina-dolci/files/0123456789abcdef',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['cache-control'], path).toBe('no-store')
  }
  expect(await (await request.get('/api/downloads/it/nessuna/spec-sheet.pdf')).text()).toBe('Questo file non esiste.')
})

test.describe('with a store', { tag: '@one-width' }, () => {
  test.describe.configure({ mode: 'serial' })
  const KEY = 'ck_downloads_1'
  const SECRET = 'cs_downloads_2'
  const WEBHOOK_SECRET = 'whsec-downloads-tests'
  let store: Awaited<ReturnType<typeof startFakeStore>>
  let site: RunningSite
  let elsewhere: Server
  const elsewhereRequests: string[] = []

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    elsewhere = createServer((req, res) => {
      elsewhereRequests.push(req.url ?? '')
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end('not the store')
    })
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
    const address = elsewhere.address()
    store = await startFakeStore({ key: KEY, secret: SECRET })
    store.setElsewhere(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
    await store.preparePhotos()
    site = await startSite({
      WOOCOMMERCE_URL: store.url,
      WOOCOMMERCE_CONSUMER_KEY: KEY,
      WOOCOMMERCE_CONSUMER_SECRET: SECRET,
      WOOCOMMERCE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await store?.close()
    await new Promise((resolve) => elsewhere?.close(resolve))
  })

  // A visitor who already answered the cookie banner, as on the suite's own server (playwright.config.ts).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie_consent', 'no')
      localStorage.setItem('green_diploma', 'closed')
    })
  })

  const jsonLdProduct = async (page: Page) =>
    (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>))
    ).find((item) => item['@type'] === 'Product')!

  for (const lang of ['en', 'it'] as const) {
    test(`a model with an EU label shows its class, links its EPREL entry and says so in its JSON-LD (${lang})`, async ({ page }) => {
      await page.goto(site.url + words[lang].path)
      const label = page.getByRole('main').getByRole('link', { name: words[lang].energy, exact: true }).first()
      await expect(label).toBeVisible()
      await expect(label).toHaveAttribute('href', 'https://eprel.ec.europa.eu/qr/1234567')
      expect((await jsonLdProduct(page)).hasEnergyConsumptionDetails).toMatchObject({
        hasEnergyEfficiencyCategory: 'https://schema.org/EUEnergyEfficiencyCategoryB',
      })
      // The label and the downloads, checked at once; the footer and the related cards fade in later (scroll reveal).
      const results = await axeOf(page).include('section:has(h1)').include('section[aria-labelledby="downloads-heading"]').analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }

  test('a model without them shows no class, and its JSON-LD has none', async ({ page }) => {
    await page.goto(`${site.url}/product/petra-100-cake-display`)
    const heading = page.getByRole('heading', { level: 1, name: 'Petra 100' })
    await expect(heading).toBeVisible()
    // The page's own part: the related cabinets below may show theirs (Aurora 90 has one).
    await expect(page.locator('section', { has: heading }).getByRole('link', { name: /^Energy class/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Energy class/ })).toHaveCount(1)
    expect(await jsonLdProduct(page)).not.toHaveProperty('hasEnergyConsumptionDetails')
  })

  test('the store’s technical files come through the site with the same bytes; one on another origin is not offered', async ({ page }) => {
    await page.goto(`${site.url}/it/prodotto/aurora-90-vetrina-dolci`)
    const section = downloads(page, 'it')
    const dwg = section.getByRole('link', { name: /^Viste frontale, laterale e dall'alto \(DWG, \d+ KB\)$/ })
    await expect(dwg).toBeVisible()
    await expect(section.getByRole('link', { name: /^BIM \(RFA, \d+ KB\)$/ })).toBeVisible()
    await expect(section.getByRole('link', { name: /^IFC/ })).toHaveCount(0)
    const href = (await dwg.getAttribute('href'))!
    expect(href).toMatch(/^\/api\/downloads\/it\/aurora-90-vetrina-dolci\/files\/[0-9a-f]{16}$/)
    const response = await page.request.get(site.url + href)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-disposition']).toContain('aurora-90.dwg')
    expect(Buffer.compare(await response.body(), technicalFile('/wp-content/uploads/2026/11/aurora-90.dwg'))).toBe(0)
    expect(elsewhereRequests).toEqual([])
  })

  /** Two requests sent at once on one kept-alive connection, as a cache or a load balancer reuses it, read back raw. */
  async function onOneConnection(first: string, second: string): Promise<Buffer> {
    const { host, port } = new URL(site.url)
    const socket = connect(Number(port), new URL(site.url).hostname)
    const request = (path: string, last: boolean) =>
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: identity\r\n${last ? 'Connection: close\r\n' : ''}\r\n`
    socket.write(request(first, false) + request(second, true))
    const chunks: Buffer[] = []
    for await (const chunk of socket) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }

  /** One HTTP/1.1 answer at the start of `raw`: its status, headers and body (by its length, or chunked), and what follows. */
  function firstAnswer(raw: Buffer) {
    const end = raw.indexOf('\r\n\r\n')
    const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    )
    let at = end + 4
    let body: Buffer
    if (headers['content-length'] !== undefined) {
      body = raw.subarray(at, at + Number(headers['content-length']))
      at += body.length
    } else {
      const parts: Buffer[] = []
      for (;;) {
        const lineEnd = raw.indexOf('\r\n', at)
        const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16)
        at = lineEnd + 2 + size + 2
        if (size === 0) break
        parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
      }
      body = Buffer.concat(parts)
    }
    return { status: statusLine, headers, body, rest: raw.subarray(at) }
  }

  test('a store file the store compresses ends where its answer says: the next answer on the connection is intact', async ({ request }) => {
    const html = await (await request.get(`${site.url}/product/aurora-90-cake-display`)).text()
    const href = /href="(\/api\/downloads\/en\/aurora-90-cake-display\/files\/[0-9a-f]{16})"[^>]*>[^<]*STEP/.exec(html)![1]!
    // A store that compresses when asked, then one whose proxy compresses whatever it is asked.
    for (const compressAlways of [false, true]) {
      store.state.compressAlways = compressAlways
      const file = firstAnswer(await onOneConnection(href, '/api/health'))
      expect(file.status, `compressAlways: ${compressAlways}`).toMatch(/^HTTP\/1\.1 200\b/)
      expect(Buffer.compare(file.body, stepFile()), `compressAlways: ${compressAlways}`).toBe(0)
      const next = firstAnswer(file.rest)
      expect(next.status, `compressAlways: ${compressAlways}`).toMatch(/^HTTP\/1\.1 200\b/)
      expect(JSON.parse(next.body.toString('utf8'))).toMatchObject({ status: expect.any(String) })
    }
    store.state.compressAlways = false
  })

  test('HEAD of a store file answers from the store’s headers, without reading the file', async ({ request }) => {
    const html = await (await request.get(`${site.url}/product/aurora-90-cake-display`)).text()
    const href = /href="(\/api\/downloads\/en\/aurora-90-cake-display\/files\/[0-9a-f]{16})"[^>]*>[^<]*Front, side and top views/.exec(
      html,
    )![1]!
    const before = store.state.fileRequests.length
    const head = await request.head(site.url + href)
    expect(head.status()).toBe(200)
    expect(head.headers()['content-length']).toBe(String(technicalFile('/wp-content/uploads/2026/11/aurora-90.dwg').length))
    expect(store.state.fileRequests.slice(before)).toEqual(['HEAD /wp-content/uploads/2026/11/aurora-90.dwg'])
  })

  test('a spec sheet whose photo the store does not send is made once, and never kept as the whole sheet', async ({ request }) => {
    const missing = '/wp-content/uploads/2026/11/petra-100-missing.jpg'
    store.updateProduct('en', 'petra-100-cake-display', { images: [{ id: 7, src: `${store.url}${missing}`, alt: 'Petra 100' }] })
    const body = JSON.stringify({ slug: 'petra-100-cake-display', date_modified_gmt: new Date().toISOString() })
    await request.post(`${site.url}/api/webhooks/woocommerce`, {
      headers: {
        'Content-Type': 'application/json',
        'X-WC-Webhook-Topic': 'product.updated',
        'X-WC-Webhook-Signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('base64'),
      },
      data: body,
    })
    const sheetHref = async () => {
      const html = await (await request.get(`${site.url}/product/petra-100-cake-display`)).text()
      return /href="(\/api\/downloads\/en\/petra-100-cake-display\/spec-sheet\.pdf\?v=[0-9a-f]{16})"/.exec(html)?.[1]
    }
    await expect
      .poll(async () => (await request.get(`${site.url}/product/petra-100-cake-display`)).text(), { timeout: 10_000 })
      .toContain(missing.split('/').pop()!.replace('.jpg', ''))
    const href = (await sheetHref())!
    const answers = []
    // An anonymous loop with a new query each time: one try of the photo, not one per request.
    for (let i = 0; i < 5; i++) answers.push(await request.get(`${site.url}${href}&loop=${i}`))
    for (const answer of answers) {
      expect(answer.status()).toBe(200)
      expect(answer.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60')
    }
    expect(new Set(answers.map((a) => a.headers()['etag'])).size).toBe(1)
    expect(store.state.imageRequests.filter((path: string) => path === missing).length).toBeLessThanOrEqual(1)
  })

  test('the spec sheet of a store model carries its photo and class, and a change of the product makes a new one', async ({ request }) => {
    const sheetHref = async () => {
      const html = await (await request.get(`${site.url}/product/aurora-90-cake-display`)).text()
      return /href="(\/api\/downloads\/en\/aurora-90-cake-display\/spec-sheet\.pdf\?v=[0-9a-f]{16})"/.exec(html)![1]!
    }
    const first = await sheetHref()
    const pdf = await (await request.get(site.url + first)).body()
    expect(pdf.byteLength).toBeLessThan(500 * 1024)
    // A photo, not a drawing: the store's JPEG went into the sheet (tens of KB of image data).
    expect(pdf.byteLength).toBeGreaterThan(30_000)
    expect(poppler('pdftotext', pdf).replace(/\s+/g, ' ')).toContain('Energy class B on a scale from A to G')

    store.updateProduct('en', 'aurora-90-cake-display', (product: { meta_data: Array<{ key: string; value: unknown }> }) => ({
      meta_data: product.meta_data.map((entry) => (entry.key === 'power' ? { ...entry, value: '655 W' } : entry)),
    }))
    const body = JSON.stringify({ slug: 'aurora-90-cake-display' })
    await request.post(`${site.url}/api/webhooks/woocommerce`, {
      headers: {
        'Content-Type': 'application/json',
        'X-WC-Webhook-Topic': 'product.updated',
        'X-WC-Webhook-Signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('base64'),
      },
      data: body,
    })
    await expect.poll(sheetHref, { timeout: 10_000 }).not.toBe(first)
    const changed = await (await request.get(site.url + (await sheetHref()))).body()
    expect(poppler('pdftotext', changed)).toContain('655 W')
    // The old version is gone from the disk: only the current sheet of the model is kept.
    await expect.poll(() => readdirSync(join(site.dataDir, 'spec-sheets', 'en', 'aurora-90-cake-display')).length).toBe(1)
  })
})

test.describe('the quote confirmation', { tag: '@one-width' }, () => {
  test.describe.configure({ mode: 'serial' })
  let mail: Awaited<ReturnType<typeof startFakeMail>>
  let site: RunningSite
  type Sent = { path: string; body: { to?: string; data?: Record<string, string> } | null }
  const confirmationTo = (email: string) =>
    (mail.records as Sent[]).find((r) => r.path === '/email/user/' && r.body?.to === email)?.body?.data

  test.beforeAll(async () => {
    mail = await startFakeMail()
    site = await startSite({ MAIL_API_URL: mail.mailUrl, LEAD_RATE_LIMIT: '1000' })
  })
  test.afterAll(async () => {
    await site?.stop()
    await mail?.close()
  })
  test.beforeEach(({ page }) => asReturningVisitor(page))

  test('from a product page, links that model’s spec sheet, which the site serves', async ({ page, request }) => {
    await page.goto(`${site.url}/it/prodotto/aurora-90-vetrina-dolci`)
    await openDialogFrom(page.getByRole('link', { name: 'Richiedi un preventivo' }))
    const dialog = page.getByRole('dialog', { name: 'Richiedi un preventivo' })
    await reachForForm(dialog.locator('form').first())
    await dialog.getByLabel(/^Nome/).fill('Paola')
    await dialog.getByLabel(/^Cognome/).fill('Neri')
    await dialog.getByLabel(/^Email aziendale/).fill('paola.neri@example.com')
    await dialog.getByLabel(/^Telefono/).fill('+39 333 765 4321')
    await dialog.getByLabel(/^Azienda/).fill('Pasticceria Neri')
    await dialog.getByLabel(/^La tua attività/).selectOption('bakery')
    await dialog.getByLabel(/^Paese/).selectOption('IT')
    await dialog.getByLabel(/ACCETTO la/).check()
    await dialog.getByRole('button', { name: 'Richiedi il preventivo' }).click()
    await expect.poll(() => confirmationTo('paola.neri@example.com'), { timeout: 10_000 }).toBeTruthy()
    const data = confirmationTo('paola.neri@example.com')!
    expect(data.spec_sheets_title).toBe('Le schede tecniche delle tue vetrine')
    const link = `${site.url}/api/downloads/it/aurora-90-vetrina-dolci/spec-sheet.pdf`
    expect(data.spec_sheets).toBe(`Aurora 90: ${link}`)
    expect(poppler('pdfinfo', await (await request.get(link)).body())).toMatch(/^Title: Aurora 90$/m)
  })

  test('names the cabinet as the catalogue does, whatever the form’s hidden product says', async ({ request }) => {
    const response = await request.post(`${site.url}/api/forms`, {
      maxRedirects: 0,
      headers: { Origin: site.url },
      form: {
        form: 'quote',
        locale: 'en',
        page: 'product-slug',
        path: '/product/aurora-90-cake-display',
        product: 'Your account is blocked: pay at https://evil.example/pay',
        first_name: 'Bruno',
        last_name: 'Galli',
        email: 'bruno.galli@example.com',
        phone: '+39 051 220 4412',
        company: 'Galli Design',
        activity: 'designer',
        country: 'IT',
        consent_privacy: 'on',
      },
    })
    expect(response.status()).toBe(303)
    await expect.poll(() => confirmationTo('bruno.galli@example.com'), { timeout: 10_000 }).toBeTruthy()
    expect(confirmationTo('bruno.galli@example.com')!.spec_sheets).toBe(
      `Aurora 90: ${site.url}/api/downloads/en/aurora-90-cake-display/spec-sheet.pdf`,
    )
    expect(JSON.stringify(mail.records)).not.toContain('evil.example')
  })

  test('for several cabinets, links each one’s spec sheet', async ({ request }) => {
    const response = await request.post(`${site.url}/api/forms`, {
      maxRedirects: 0,
      headers: { Origin: site.url },
      form: {
        form: 'quote',
        locale: 'en',
        page: 'compare',
        path: '/compare',
        products: 'aurora-90-cake-display,calice-45-wine-cabinet',
        first_name: 'Ada',
        last_name: 'Bianchi',
        email: 'ada.bianchi@example.com',
        phone: '+39 051 220 4411',
        company: 'Bianchi Design',
        activity: 'designer',
        country: 'IT',
        consent_privacy: 'on',
      },
    })
    expect(response.status()).toBe(303)
    await expect.poll(() => confirmationTo('ada.bianchi@example.com'), { timeout: 10_000 }).toBeTruthy()
    expect(confirmationTo('ada.bianchi@example.com')!.spec_sheets).toBe(
      [
        `Aurora 90: ${site.url}/api/downloads/en/aurora-90-cake-display/spec-sheet.pdf`,
        `Calice 45: ${site.url}/api/downloads/en/calice-45-wine-cabinet/spec-sheet.pdf`,
      ].join('\n'),
    )
  })
})
