import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { DatabaseSync } from 'node:sqlite'
import { axeViolations } from './support/axe'
import { startFakeMail } from './support/fake-mail.mjs'
import { startSite, type RunningSite } from './support/site'
import { asReturningVisitor, openDialogFrom, reachForForm, untilInteractive } from './support/visitor'

/**
 * Issue 27: a visitor picks three cabinets from cards and a product page, compares them, keeps the selection
 * across a language switch and a reload, removes one and asks one quote for the rest; the lead names every
 * cabinet. With and without JavaScript, at both widths; each width starts in the other language and switches,
 * so both languages are seen at both widths. The odd links (unknown slugs, a fifth cabinet, hostile queries)
 * do not depend on the width (@one-width).
 */

type Fake = Awaited<ReturnType<typeof startFakeMail>>
type Received = { path: string; headers: Record<string, string>; raw: string; body: Record<string, unknown> | null }
let fake: Fake
let site: RunningSite

// One site with fakes of the mail service and the webhook per project; the tests take turns on it.
test.describe.configure({ mode: 'default' })
test.beforeAll(async () => {
  fake = await startFakeMail()
  site = await startSite({ MAIL_API_URL: fake.mailUrl, AUTOMATION_WEBHOOK_URL: fake.webhookUrl, LEAD_RATE_LIMIT: '1000' })
})
test.afterAll(async () => {
  await site?.stop()
  await fake?.close()
})
test.beforeEach(({ page }) => asReturningVisitor(page))
test.use({ reducedMotion: 'reduce' })

const products = {
  aurora: { name: 'Aurora 90', en: 'aurora-90-cake-display', it: 'aurora-90-vetrina-dolci' },
  petra: { name: 'Petra 100', en: 'petra-100-cake-display', it: 'petra-100-vetrina-dolci' },
  neve: { name: 'Neve 10', en: 'neve-10-gelato-display', it: 'neve-10-vetrina-gelato' },
}

const words = {
  en: {
    home: '',
    bakery: '/showcases/cake',
    gelato: '/showcases/pastisserie',
    compare: '/compare',
    product: '/product/',
    toggle: 'Add to compare',
    tray: 'Your comparison',
    picked: (n: number) => `${n} of 4 cabinets picked`,
    open: 'Compare',
    heading: 'Compare cabinets',
    differs: 'Differs',
    onlyDifferences: 'Only differences',
    remove: 'Remove',
    addBakery: 'Cake & pastry',
    addGelato: 'Gelato & ice cream',
    quote: 'Request a quote for these',
    quoteDialog: 'Request a quote',
    products: 'Cabinets in this request',
    send: 'Request the quote',
    success: 'Thank you for your request. Please check your email address for our confirmation email.',
    language: 'English',
    menu: 'Open the menu',
    form: {
      first: 'First name',
      last: 'Last name',
      email: 'Company email',
      phone: 'Phone',
      company: 'Company',
      type: 'Type of customer',
      activity: 'Your activity',
      country: 'Country',
      privacy: /I ACCEPT the privacy policy/,
    },
  },
  it: {
    home: '/it',
    bakery: '/it/vetrine-refrigerate/dolci',
    gelato: '/it/vetrine-refrigerate/pasticceria',
    compare: '/it/confronta',
    product: '/it/prodotto/',
    toggle: 'Aggiungi al confronto',
    tray: 'Il tuo confronto',
    picked: (n: number) => `${n} di 4 vetrine scelte`,
    open: 'Confronta',
    heading: 'Confronta le vetrine',
    differs: 'Differisce',
    onlyDifferences: 'Solo le differenze',
    remove: 'Togli',
    addBakery: 'Dolci e pasticceria',
    addGelato: 'Gelato',
    quote: 'Richiedi un preventivo per queste',
    quoteDialog: 'Richiedi un preventivo',
    products: 'Vetrine della richiesta',
    send: 'Richiedi il preventivo',
    success: 'Grazie per la tua richiesta. Controlla la tua casella email: ti abbiamo inviato una conferma.',
    language: 'Italiano',
    menu: 'Apri il menu',
    form: {
      first: 'Nome',
      last: 'Cognome',
      email: 'Email aziendale',
      phone: 'Telefono',
      company: 'Azienda',
      type: 'Tipo di cliente',
      activity: 'La tua attività',
      country: 'Paese',
      privacy: /ACCETTO la/,
    },
  },
} as const
type Lang = keyof typeof words

/** Desktop starts in English and switches to Italian; the phone the other way round. */
const languagesOf = (project: string): [Lang, Lang] => (project === 'desktop' ? ['en', 'it'] : ['it', 'en'])
const slugsIn = (lang: Lang, ...picked: Array<keyof typeof products>) => picked.map((key) => products[key][lang]).join(',')

/** The "Add to compare" of a card (a button once the page has hydrated, a link before and without JavaScript). */
const cardToggle = (page: Page, lang: Lang, product: string, role: 'button' | 'link') =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product, exact: true }) })
    .getByRole(role, { name: words[lang].toggle })

/** The "Add to compare" of a product page: the first on the page (the related cabinets' cards follow), described by the product's name. */
async function pageToggle(page: Page, lang: Lang, product: string, role: 'button' | 'link') {
  const toggle = page.getByRole('main').getByRole(role, { name: words[lang].toggle }).first()
  await expect(toggle).toHaveAccessibleDescription(product)
  return toggle
}

/** A column's "Remove" in the comparison table. */
const removeFrom = (page: Page, lang: Lang, product: string) =>
  page
    .getByRole('table')
    .getByRole('columnheader', { name: new RegExp(product) })
    .getByRole('link', { name: words[lang].remove })

/** The address, its query decoded (the router writes `a%2Cb`, links built by hand `a,b`: the page reads both). */
const expectAddress = (page: Page, url: string) => expect.poll(() => decodeURIComponent(page.url())).toBe(url)

const received = (path: string) => (fake.records as Received[]).filter((r) => r.path === path)

/** Switches language with the header's link (in the menu on a phone), as a visitor does. */
async function switchLanguage(page: Page, to: Lang) {
  const header = page.getByRole('banner')
  const menu = header.getByRole('button', { name: words[to === 'en' ? 'it' : 'en'].menu })
  if (await menu.isVisible()) await menu.click()
  await header.getByRole('link', { name: words[to].language }).filter({ visible: true }).click()
}

/** The row of a fact in the comparison table, found by its header (the fact's name, then "Differs" if it does). */
const factRow = (table: Locator, fact: { en: string; it: string }) =>
  table.getByRole('row').filter({
    has: table
      .page()
      .getByRole('rowheader', { name: new RegExp(`^(${fact.en}|${fact.it})(\\W+(${words.en.differs}|${words.it.differs}))?$`) }),
  })
const temperature = { en: 'Temperature', it: 'Temperatura' }
const door = { en: 'Door', it: 'Porta' }

/** Fills the quote form the way forms.spec does, with an address of this test. */
async function fillQuote(scope: Locator, lang: Lang, email: string) {
  const f = words[lang].form
  await reachForForm(scope.locator('form').first())
  await scope.getByLabel(new RegExp(`^${f.first}`)).fill('Giulia')
  await scope.getByLabel(new RegExp(`^${f.last}`)).fill('Conti')
  await scope.getByLabel(new RegExp(`^${f.email}`)).fill(email)
  await scope.getByLabel(new RegExp(`^${f.country}`)).selectOption('IT')
  await scope.getByLabel(new RegExp(`^${f.phone}`)).fill('+39 0721 415200')
  await scope.getByLabel(new RegExp(`^${f.company}( \\*)?$`)).fill('Pasticceria Conti')
  await scope.getByLabel(new RegExp(`^${f.type}`)).selectOption('shop')
  await scope.getByLabel(new RegExp(`^${f.activity}`)).selectOption('bakery')
  await scope.getByLabel(f.privacy).check()
}

/** Every cabinet of the quote, with its link in the visitor's language, in the stored lead, the internal email, the webhook and the confirmation. */
async function expectLeadNaming(email: string, lang: Lang, picked: Array<keyof typeof products>) {
  const expected = picked.map((key) => ({
    name: products[key].name,
    slug: products[key][lang],
    url: `${site.url}${words[lang].product}${products[key][lang]}`,
  }))
  await expect
    .poll(() => received('/hook').filter((r) => r.raw.includes(email)).length + received('/email/internal/').length, { timeout: 10_000 })
    .toBeGreaterThan(1)
  const hook = received('/hook').find((r) => r.raw.includes(email))
  expect(hook, 'webhook').toBeTruthy()
  expect(JSON.parse(hook!.raw)).toMatchObject({ form: 'quote', page: 'compare', products: expected })

  const user = received('/email/user/').find((r) => r.body?.to === email)
  expect(user, 'confirmation').toBeTruthy()
  const lines = String((user!.body!.data as Record<string, string>).products).split('\n')
  expect(lines).toEqual(expected.map((p) => `${p.name}: ${p.url}`))

  await expect
    .poll(() => received('/email/internal/').filter((r) => String(r.body?.html).includes(email)).length, { timeout: 10_000 })
    .toBe(1)
  const html = String(received('/email/internal/').find((r) => String(r.body?.html).includes(email))!.body!.html)
  expected.forEach((p, i) => {
    expect(html).toContain(`<th align="left">product_${i + 1}_name</th><td>${p.name}</td>`)
    expect(html).toContain(`<th align="left">product_${i + 1}_slug</th><td>${p.slug}</td>`)
    expect(html).toContain(`<th align="left">product_${i + 1}_url</th><td>${p.url}</td>`)
  })
  expect(html).not.toContain(`product_${expected.length + 1}_name`)

  const db = new DatabaseSync(join(site.dataDir, 'leads.sqlite'), { readOnly: true })
  try {
    const rows = db.prepare('SELECT fields FROM leads').all() as Array<{ fields: string }>
    const fields = rows.map((r) => JSON.parse(r.fields) as Record<string, string>).find((f) => f.email === email)
    expect(fields, 'stored lead').toMatchObject(
      Object.fromEntries(
        expected.flatMap((p, i) => [`name`, `slug`, `url`].map((k) => [`product_${i + 1}_${k}`, p[k as 'name' | 'slug' | 'url']])),
      ),
    )
    expect(fields!.product).toBe(expected.map((p) => p.name).join(', '))
  } finally {
    db.close()
  }
}

test('with JavaScript: pick three, compare, only differences, switch language, reload, remove one, one quote for the rest', async ({
  page,
}, testInfo) => {
  // A whole visit, a dozen pages and two axe runs: about 20 s on a quiet machine, far more on a busy one.
  test.setTimeout(180_000)
  const [first, second] = languagesOf(testInfo.project.name)
  const w = words[first]
  const email = `compare-js-${testInfo.project.name}@example.com`

  // Two cabinets from the cards of a collection: toggle buttons, pressed while picked.
  await page.goto(`${site.url}${w.bakery}`)
  await untilInteractive(page)
  for (const key of ['aurora', 'petra'] as const) {
    const toggle = cardToggle(page, first, products[key].name, 'button')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  }
  const tray = page.getByRole('region', { name: w.tray })
  await expect(tray.getByRole('button', { name: w.picked(2) })).toBeVisible()
  // A press takes a cabinet out again, and another puts it back: the selection lives in this browser only.
  await cardToggle(page, first, products.petra.name, 'button').click()
  await expect(tray.getByRole('button', { name: w.picked(1) })).toBeVisible()
  await cardToggle(page, first, products.petra.name, 'button').click()
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('compare_selection')

  // The third from its product page, reached from a card; the tray followed the visitor there.
  await page.goto(`${site.url}${w.gelato}`)
  await page.getByRole('link', { name: products.neve.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${w.product}${products.neve[first]}$`))
  await (await pageToggle(page, first, products.neve.name, 'button')).click()
  await tray.getByRole('button', { name: w.picked(3) }).click()
  await expect(tray.getByRole('listitem')).toHaveText([products.aurora.name, products.petra.name, products.neve.name])
  expect(await axeViolations(page), 'the tray open').toEqual([])

  // The comparison from the tray: one column per cabinet, the rows that differ marked in words.
  await tray.getByRole('link', { name: w.open, exact: true }).click()
  await expectAddress(page, `${site.url}${w.compare}?products=${slugsIn(first, 'aurora', 'petra', 'neve')}`)
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(
    [products.aurora.name, products.petra.name, products.neve.name].map((n) => new RegExp(n)),
  )
  await expect(factRow(table, temperature)).toContainText(w.differs)
  const doorRow = factRow(table, door)
  await expect(doorRow).not.toContainText(w.differs)
  await expect(tray).toHaveCount(0)
  expect(await axeViolations(page), 'the comparison').toEqual([])
  // Nothing is wider than the page (on a phone the facts stack, one column per cabinet).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)

  const onlyDifferences = page.getByRole('button', { name: w.onlyDifferences })
  await onlyDifferences.click()
  await expect(onlyDifferences).toHaveAttribute('aria-pressed', 'true')
  await expect(doorRow).toHaveCount(0)
  await expect(factRow(table, temperature)).toBeVisible()

  // The other language keeps the selection: the same cabinets by their slugs there.
  await switchLanguage(page, second)
  const v = words[second]
  await expectAddress(page, `${site.url}${v.compare}?products=${slugsIn(second, 'aurora', 'petra', 'neve')}&differences=only`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(v.heading)
  await page.reload()
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3)

  // Remove one, then one quote for the other two, listed in the form.
  await untilInteractive(page)
  await removeFrom(page, second, products.petra.name).click()
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`products=${slugsIn(second, 'aurora', 'neve')}`)
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2)
  await openDialogFrom(page.getByRole('link', { name: v.quote }))
  const dialog = page.getByRole('dialog', { name: v.quoteDialog })
  const listed = dialog.getByRole('group', { name: v.products })
  await expect(listed.getByRole('checkbox')).toHaveCount(2)
  await expect(listed.getByRole('checkbox', { name: products.aurora.name })).toBeChecked()
  await expect(listed.getByRole('checkbox', { name: products.neve.name })).toBeChecked()
  await fillQuote(dialog, second, email)
  await dialog.getByRole('button', { name: v.send }).click()
  await expect(page.getByRole('dialog').last()).toContainText(v.success)
  await expectLeadNaming(email, second, ['aurora', 'neve'])
})

test('without JavaScript: the toggles are links that build the comparison, and the quote posts the list', async ({ browser }, testInfo) => {
  test.setTimeout(180_000)
  // The phone starts in English here, the desktop in Italian: the other way round from the test above.
  const [second, first] = languagesOf(testInfo.project.name)
  const w = words[first]
  const email = `compare-nojs-${testInfo.project.name}@example.com`
  const { viewport, isMobile, hasTouch } = testInfo.project.use
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile, hasTouch })
  const page = await context.newPage()

  await page.goto(`${site.url}${w.bakery}`)
  await cardToggle(page, first, products.aurora.name, 'link').click()
  await expectAddress(page, `${site.url}${w.compare}?products=${products.aurora[first]}`)
  // The links to pick more carry the selection, and the next page's toggles add to it.
  // In the page, not the footer's list of collections.
  await page.getByRole('main').getByRole('link', { name: w.addBakery, exact: true }).click()
  await cardToggle(page, first, products.petra.name, 'link').click()
  await expectAddress(page, `${site.url}${w.compare}?products=${slugsIn(first, 'aurora', 'petra')}`)
  await page.getByRole('main').getByRole('link', { name: w.addGelato, exact: true }).click()
  await page.getByRole('link', { name: products.neve.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${w.product}${products.neve[first]}\\?compare=`))
  await (await pageToggle(page, first, products.neve.name, 'link')).click()
  await expectAddress(page, `${site.url}${w.compare}?products=${slugsIn(first, 'aurora', 'petra', 'neve')}`)

  const table = page.getByRole('table')
  await expect(factRow(table, temperature)).toContainText(w.differs)
  await expect(factRow(table, door)).toHaveCount(1)
  await page.getByRole('link', { name: w.onlyDifferences }).click()
  await expect(factRow(table, door)).toHaveCount(0)

  await switchLanguage(page, second)
  const v = words[second]
  await expectAddress(page, `${site.url}${v.compare}?products=${slugsIn(second, 'aurora', 'petra', 'neve')}&differences=only`)
  await page.reload()
  await removeFrom(page, second, products.aurora.name).click()
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2)

  // The quote link goes to the contact page's quote form, the two cabinets ticked; unticking is how one is removed.
  await page.getByRole('link', { name: v.quote }).click()
  const form = page.getByRole('form', { name: v.send })
  const listed = form.getByRole('group', { name: v.products })
  await expect(listed.getByRole('checkbox')).toHaveCount(2)
  const f = v.form
  await form.getByLabel(new RegExp(`^${f.first}`)).fill('Marco')
  await form.getByLabel(new RegExp(`^${f.last}`)).fill('Galli')
  await form.getByLabel(new RegExp(`^${f.email}`)).fill(email)
  await form.getByLabel(new RegExp(`^${f.phone}`)).fill('+39 051 220 4411')
  await form.getByLabel(new RegExp(`^${f.company}( \\*)?$`)).fill('Gelateria Galli')
  await form.getByLabel(new RegExp(`^${f.type}`)).selectOption('dealer')
  await form.getByLabel(new RegExp(`^${f.activity}`)).selectOption('distributor')
  await form.getByLabel(new RegExp(`^${f.country}`)).selectOption('IT')
  await form.getByLabel(f.privacy).check()
  await form.getByRole('button', { name: v.send }).click()
  await expect(page).toHaveURL(/form_result=success/)
  await expect(page.getByText(v.success)).toBeVisible()
  await context.close()
  // Sent from the contact page: the lead says so, and still names both cabinets.
  await expect.poll(() => received('/hook').filter((r) => r.raw.includes(email)).length, { timeout: 10_000 }).toBe(1)
  const hook = JSON.parse(received('/hook').find((r) => r.raw.includes(email))!.raw)
  expect(hook.products.map((p: { slug: string }) => p.slug)).toEqual([products.petra[second], products.neve[second]])
  expect(hook.page).toBe('contact')
})

test.describe('odd links', { tag: '@one-width' }, () => {
  for (const lang of ['en', 'it'] as const) {
    test(`unknown cabinets and a fifth one are left out with a notice (${lang})`, async ({ page }) => {
      const w = words[lang]
      const four = ['aurora', 'petra', 'neve']
        .map((k) => products[k as keyof typeof products][lang])
        .concat(lang === 'en' ? 'polare-90-gelato-display' : 'polare-90-vetrina-gelato')
      const fifth = lang === 'en' ? 'fondente-90-chocolate-display' : 'fondente-90-vetrina-cioccolato'
      await page.goto(`${site.url}${w.compare}?products=${four[0]},no-such-cabinet,${four.slice(1).join(',')},${fifth},<b>`)
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4)
      const notes = page.getByRole('list', { name: lang === 'en' ? 'About this comparison' : 'Note sul confronto' })
      await expect(notes.getByRole('listitem')).toHaveText(
        lang === 'en'
          ? [
              '2 cabinets in this link could not be found, so we left them out.',
              'You can compare up to 4 cabinets at a time, so we kept the first 4.',
            ]
          : [
              '2 vetrine di questo link non sono state trovate: le abbiamo escluse.',
              'Puoi confrontare al massimo 4 vetrine alla volta: abbiamo tenuto le prime 4.',
            ],
      )
      await expect(page.getByRole('table')).not.toContainText('Fondente')

      // Nothing picked: how to pick, and where.
      await page.goto(`${site.url}${w.compare}`)
      await expect(page.getByRole('table')).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        lang === 'en' ? 'Nothing to compare yet' : 'Ancora nessuna vetrina da confrontare',
      )
      await expect(page.getByRole('main').getByRole('link', { name: w.addBakery, exact: true })).toBeVisible()
    })
  }

  test('not for search results, canonical without the query, never a 500', async ({ request }) => {
    const page = await (await request.get(`${site.url}/it/confronta?products=aurora-90-vetrina-dolci&utm_source=x`)).text()
    expect(page).toMatch(/<meta name="robots" content="noindex, follow"\/?>/)
    expect(page).toContain(`<link rel="canonical" href="${site.url}/it/confronta"`)
    const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text()
    expect(sitemap).not.toMatch(/\/compare|\/confronta/)
    for (const query of [
      'products',
      'products=',
      'products=,,,',
      'products=%00',
      'products=%E0%A4%A',
      'products=' + 'a,'.repeat(5000),
      'products=' + 'x'.repeat(10_000),
      'products[]=a&products[]=b',
      'products=a&products=b&products=c',
      'products={"a":1}',
      'products=[1,2]',
      'products=90',
      'products=true',
      'products=null',
      'products=__proto__,constructor',
      'differences=only',
      'differences[x]=1&products=aurora-90-cake-display',
      'compare=<script>',
    ]) {
      const response = await request.get(`${site.url}/compare?${query}`)
      expect(response.status(), query).toBe(200)
    }
  })
})
