import { expect, test, type Locator } from '@playwright/test'
import { startFakeMail } from './support/fake-mail.mjs'
import { startSite, type RunningSite } from './support/site'
import { asReturningVisitor, openDialogFrom, reachForForm, untilInteractive } from './support/visitor'

test.describe.configure({ mode: 'serial' })
// At the phone width four tests cover the forms (both inline pages, the quote and newsletter dialogs); what
// arrives, outages and hostile input do not depend on the width (@one-width).

type Fake = Awaited<ReturnType<typeof startFakeMail>>
type Record_ = { path: string; headers: Record<string, string>; raw: string; body: Record<string, unknown> | null }
let fake: Fake
let site: RunningSite
const env = () => ({
  MAIL_API_URL: fake.mailUrl,
  AUTOMATION_WEBHOOK_URL: fake.webhookUrl,
  MAIL_INTERNAL_TO: 'a@lumera.test,b@lumera.test,c@lumera.test',
  LEAD_RATE_LIMIT: '1000',
})
const records = () => fake.records as Record_[]
const byPath = (path: string) => records().filter((r) => r.path === path)

test.beforeAll(async () => {
  fake = await startFakeMail()
  site = await startSite(env())
})
test.beforeEach(({ page }) => asReturningVisitor(page))
test.afterAll(async () => {
  await site?.stop()
  await fake?.close()
})

async function fillPerson(scope: Locator, first = 'Maria', last = 'Rossi') {
  // Typing before hydration is kept by the form, but a test should act on the live form.
  const form = (await scope.evaluate((el) => el.tagName)) === 'FORM' ? scope : scope.locator('form').first()
  await reachForForm(form)
  await scope.getByLabel(/^(First name|Nome|Vorname)/).fill(first)
  await scope.getByLabel(/^(Last name|Cognome|Nachname)/).fill(last)
  await scope.getByLabel(/^(Company email|Email aziendale|Geschäftliche E-Mail-Adresse)/).fill('maria.rossi@example.com')
}

test('catalogue form: region for Italy only, dial prefix, grouped typology, and the three calls', async ({ page }) => {
  await page.goto(`${site.url}/catalogue`)
  const form = page.getByRole('form', { name: 'Download the catalogue' })
  await fillPerson(form)
  await expect(form.getByLabel(/^Region/)).toHaveCount(0)
  await form.getByLabel(/^Country/).selectOption('IT')
  await expect(form.getByLabel(/^Phone/)).toHaveValue('+39 ')
  await expect(form.getByLabel(/^Region/)).toBeVisible()
  await form.getByLabel(/^Region/).selectOption('Marche')
  await form.getByLabel(/^Country/).selectOption('FR')
  await expect(form.getByLabel(/^Phone/)).toHaveValue('+33 ')
  await expect(form.getByLabel(/^Region/)).toHaveCount(0)
  await form.getByLabel(/^Country/).selectOption('IT')
  await form.getByLabel(/^Phone/).fill('+39 0721 415200')
  await form.getByLabel(/^Region/).selectOption('Marche')
  await form.getByLabel(/^Company( \*)?$/).fill('Pasticceria <b>Rossi</b> & Figli')
  await form.getByLabel(/^You are/).selectOption({ label: 'Pastry shop or bakery' })
  await form.getByLabel(/I ACCEPT the privacy policy/).check()
  await form.getByLabel(/commercial communications/).check()
  await form.getByRole('button', { name: 'Download the catalogue' }).click()
  const message = page.getByRole('dialog')
  await expect(message).toContainText('Thank you for your interest in our catalogue. Please check your email to download it.')

  await expect.poll(() => byPath('/email/internal/').length + byPath('/hook').length, { timeout: 10_000 }).toBe(2)
  const user = byPath('/email/user/')[0]!
  expect(user.body).toMatchObject({ to: 'maria.rossi@example.com', template_id: 'lumera-catalogue-download' })
  expect(Object.keys(user.body!).sort()).toEqual(['data', 'sender_email', 'sender_name', 'subject', 'template_id', 'to'])
  expect((user.body!.data as Record<string, string>).linkCatalogue).toMatch(/\/catalogue\/lumera-catalogue-en\.pdf$/)
  const internal = byPath('/email/internal/')[0]!
  expect(internal.body!.to).toEqual(['a@lumera.test', 'b@lumera.test', 'c@lumera.test'])
  expect(internal.body!.html).toContain('Pasticceria &lt;b&gt;Rossi&lt;/b&gt; &amp; Figli')
  expect(internal.body!.html).toContain('owner_horeca - bakery')
  const hook = byPath('/hook')[0]!
  expect(hook.headers['content-type']).toMatch(/^text\/plain/)
  expect(JSON.parse(hook.raw)).toMatchObject({
    typology: 'owner_horeca - bakery',
    region: 'Marche',
    country: 'IT',
    page: 'catalogue',
    date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
    timestamp: expect.any(Number),
  })
  expect(JSON.parse(hook.raw).url).toBe(`${site.url}/catalogue`)

  await message.getByRole('button', { name: 'Close' }).last().click()
  await expect(message).toBeHidden()
})

test('a form in the page loads its code when the visitor reaches for it, keeping what they typed; after a link it is ready at once', async ({
  page,
}) => {
  const formCode: string[] = []
  page.on('request', (request) => {
    // The form's code, not its file of texts (src/framework/localeMessages.ts).
    if (/\/assets\/LeadForm-[^.]+\.js$/.test(request.url())) formCode.push(request.url())
  })
  await page.goto(`${site.url}/it/contatta`)
  await untilInteractive(page)
  const form = page.getByRole('form', { name: 'Invia il messaggio' })
  await expect(form).not.toHaveAttribute('data-hydrated')
  expect(formCode).toEqual([])
  // The tap that asks for the form lands in the native field, and the typing goes on while it loads.
  await form.getByLabel(/^Nome/).pressSequentially('Giorgio')
  await expect(form).toHaveAttribute('data-hydrated', 'true')
  expect(formCode).toHaveLength(1)
  await expect(form.getByLabel(/^Nome/)).toHaveValue('Giorgio')
  await form.getByRole('button', { name: 'Invia il messaggio' }).click()
  await expect(form.getByText('Compila questo campo.').first()).toBeVisible()
  await expect(form.getByLabel(/^Nome/)).toHaveValue('Giorgio')

  // Reached by a link from a page without a form, the page brings the form's code with it: live without a tap.
  await page.goto(`${site.url}/it/privacy`)
  await untilInteractive(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contatti', exact: true }).click()
  await expect(page).toHaveURL(/\/it\/contatta$/)
  await expect(page.getByRole('form', { name: 'Invia il messaggio' })).toHaveAttribute('data-hydrated', 'true')
})

test('Italian contact form: inline errors in Italian, then the success text', async ({ page }) => {
  await page.goto(`${site.url}/it/contatta`)
  const form = page.getByRole('form', { name: 'Invia il messaggio' })
  // Before hydration the browser's own required checks answer (the no-JavaScript path).
  await reachForForm(form)
  await form.getByRole('button', { name: 'Invia il messaggio' }).click()
  await expect(form.getByText('Compila questo campo.').first()).toBeVisible()
  await expect(form.getByText('Spunta questa casella per continuare.')).toBeVisible()
  await form.getByLabel(/^Reparto/).selectOption('support')
  await fillPerson(form, 'Luca', 'Bianchi')
  await form.getByLabel(/^Paese/).selectOption('IT')
  await form.getByLabel(/^Messaggio/).fill('Il termostato della nostra Aurora 90 segnala E2.')
  await form.getByLabel(/ACCETTO la/).check()
  await form.getByRole('button', { name: 'Invia il messaggio' }).click()
  await expect(page.getByRole('dialog')).toContainText(
    'Grazie. Abbiamo ricevuto il tuo messaggio e il nostro team ti contatterà al più presto',
  )
})

for (const [lang, path, labels, success] of [
  [
    'en',
    '/custom-made',
    {
      send: 'Start your project',
      country: /^Country/,
      phone: /^Phone/,
      activity: /^Your activity/,
      purpose: /^What will you display/,
      comment: /^Message/,
      privacy: /I ACCEPT the privacy policy/,
    },
    'Thank you for your request. Please check your email address for our confirmation email',
  ],
  [
    'it',
    '/it/custom-made',
    {
      send: 'Inizia il tuo progetto',
      country: /^Paese/,
      phone: /^Telefono/,
      activity: /^La tua attività/,
      purpose: /^Cosa esporrai/,
      comment: /^Messaggio/,
      privacy: /ACCETTO la/,
    },
    'Grazie per la tua richiesta. Controlla la tua casella email: ti abbiamo inviato una conferma',
  ],
] as const) {
  test(`start project form (${lang}): the request arrives with its choices`, { tag: '@one-width' }, async ({ page }) => {
    await page.goto(`${site.url}${path}`)
    const form = page.getByRole('form', { name: labels.send })
    await fillPerson(form, 'Giulia', 'Verdi')
    await form.getByLabel(labels.country).selectOption('IT')
    await form.getByLabel(labels.phone).fill('+39 071 220 4411')
    await form.getByLabel(labels.activity).selectOption('chef')
    await form.getByLabel(labels.purpose).selectOption('ice-cream')
    await form.getByLabel(labels.comment).fill('A gelato counter of 14 tubs for the hotel lobby, in sage green.')
    await form.getByLabel(labels.privacy).check()
    await form.getByRole('button', { name: labels.send }).click()
    await expect(page.getByRole('dialog')).toContainText(success)
    await expect
      .poll(() => byPath('/hook').filter((r) => r.raw.includes('Giulia') && r.raw.includes('"purpose":"ice-cream"')).length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)
  })
}

test(
  'quote request from a product page; an outage shows the error and loses nothing, across a restart',
  { tag: '@one-width' },
  async ({ page }) => {
    fake.setDown(true)
    await page.goto(`${site.url}/product/aurora-90-cake-display`)
    await openDialogFrom(page.getByRole('link', { name: 'Request a quote' }))
    const dialog = page.getByRole('dialog', { name: 'Request a quote' })
    await fillPerson(dialog)
    await dialog.getByLabel(/^Phone/).fill('+39 333 123 4567')
    await dialog.getByLabel(/^Company( \*)?$/).fill('Bar Centrale')
    await dialog.getByLabel(/^Type of customer/).selectOption('shop')
    await dialog.getByLabel(/^Your activity/).selectOption('distributor')
    await dialog.getByLabel(/^Country/).selectOption('IT')
    await dialog.getByLabel(/I ACCEPT the privacy policy/).check()
    await dialog.getByRole('button', { name: 'Request the quote' }).click()
    await expect(page.getByText('Sorry, there has been an error. Please check your response or try again later.')).toBeVisible()

    // The site stops with the internal email and the webhook still owed, then comes back. Only this quote's calls
    // are counted: deliveries an earlier test still owed may arrive at the same time.
    await site.stop()
    site = await startSite(env(), site.dataDir)
    fake.setDown(false)
    const internal = () => byPath('/email/internal/').filter((r) => String(r.body?.subject).startsWith('[quote]'))
    const hooks = () => byPath('/hook').filter((r) => r.raw.includes('"form":"quote"'))
    await expect.poll(() => internal().length + hooks().length, { timeout: 15_000 }).toBe(2)
    expect(internal()).toHaveLength(1)
    expect(hooks()).toHaveLength(1)
    // Exactly once: nothing more arrives on later passes.
    await page.waitForTimeout(2500)
    expect(internal()).toHaveLength(1)
    expect(hooks()).toHaveLength(1)
    expect(new Set(records().map((r) => r.headers['idempotency-key'])).size).toBe(records().length)
  },
)

test('without JavaScript the newsletter form posts and the page shows its message', { tag: '@one-width' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${site.url}/contact`)
  const form = page.getByRole('form', { name: 'Subscribe' })
  await form.getByLabel(/^Company email/).fill('reader@example.com')
  await form.getByLabel(/I ACCEPT the privacy policy/).check()
  await form.getByLabel(/commercial communications/).check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/form_result=success/)
  await expect(page.getByText('Thank you for subscribing to our newsletter. Let us inspire you!')).toBeVisible()
  await context.close()
})

test('hostile submissions get clear 4xx answers, never a 500', { tag: '@one-width' }, async ({ request }) => {
  const cross = await request.post(`${site.url}/api/forms`, { form: { form: 'newsletter' }, headers: { Origin: 'https://evil.example' } })
  expect(cross.status()).toBe(403)
  const huge = await request.post(`${site.url}/api/forms`, { data: 'x'.repeat(200_000), headers: { 'Content-Type': 'text/plain' } })
  expect(huge.status()).toBe(413)
  const garbage = await request.post(`${site.url}/api/forms`, {
    form: { form: 'nope', locale: 'xx', email: '<script>' },
    headers: { Origin: site.url },
    maxRedirects: 0,
  })
  expect(garbage.status()).toBe(303)
  expect(garbage.headers()['location']).toContain('form_result=invalid')
  // A path the URL parser turns into `//evil.example` goes back to this site's home page, never to another host.
  for (const path of ['/.//evil.example', '/./\\evil.example', '/%2e//evil.example']) {
    const away = await request.post(`${site.url}/api/forms`, {
      form: { form: 'newsletter', path },
      headers: { Origin: site.url },
      maxRedirects: 0,
    })
    expect(away.status(), path).toBe(303)
    expect(away.headers()['location'], path).toMatch(/^\/\?form_result=invalid/)
  }
})

test(
  'Italian catalogue form: Italian labels, region, dial prefix, typology, and the Italian catalogue link',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.goto(`${site.url}/it/catalogo`)
    const form = page.getByRole('form', { name: 'Scarica il catalogo' })
    await fillPerson(form, 'Chiara', 'Neri')
    await form.getByLabel(/^Paese/).selectOption('IT')
    await expect(form.getByLabel(/^Telefono/)).toHaveValue('+39 ')
    await form.getByLabel(/^Telefono/).fill('+39 051 220 4411')
    await form.getByLabel(/^Regione/).selectOption('Emilia Romagna')
    await form.getByLabel(/^Azienda/).fill('Gelateria Neri')
    await form.getByLabel(/^Sei/).selectOption({ label: 'Gelateria' })
    await form.getByLabel(/ACCETTO la/).check()
    await form.getByLabel(/comunicazioni commerciali/).check()
    await form.getByRole('button', { name: 'Scarica il catalogo' }).click()
    await expect(page.getByRole('dialog')).toContainText(
      "Grazie per l'interesse verso il nostro catalogo. Controlla la tua email per scaricarlo.",
    )
    await expect.poll(() => byPath('/hook').filter((r) => r.raw.includes('Chiara')).length, { timeout: 10_000 }).toBe(1)
    const hook = JSON.parse(byPath('/hook').find((r) => r.raw.includes('Chiara'))!.raw)
    expect(hook).toMatchObject({
      typology: 'owner_horeca - icecream',
      region: 'Emilia Romagna',
      country: 'IT',
      url: `${site.url}/it/catalogo`,
    })
    const user = byPath('/email/user/').find(
      (r) => r.body?.to === 'maria.rossi@example.com' && JSON.stringify(r.body).includes('lumera-catalogue-it.pdf'),
    )
    expect(user).toBeTruthy()
  },
)

test(
  'a link to a form dialog answers the tap first, then loads the form only: not the page it stands in for',
  { tag: '@one-width' },
  async ({ page }) => {
    // The first frame after the tap, timed by a listener that runs before the page's own.
    await page.addInitScript(() => {
      const w = window as unknown as { tapFrameAt?: number }
      addEventListener('click', () => requestAnimationFrame(() => (w.tapFrameAt ??= performance.now())), { capture: true })
    })
    await page.goto(`${site.url}/product/aurora-90-cake-display`)
    const opener = page.getByRole('link', { name: 'Request a quote' })
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
    const contactPageCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/contact-/.test(request.url())) contactPageCode.push(request.url())
    })
    await opener.hover()
    await opener.click()
    await expect(page.getByRole('dialog', { name: 'Request a quote' })).toBeVisible()
    const { tapFrameAt, formCodeAt } = await page.evaluate(() => ({
      tapFrameAt: (window as unknown as { tapFrameAt?: number }).tapFrameAt,
      formCodeAt: performance.getEntriesByType('resource').find((entry) => /\/assets\/FormDialog-/.test(entry.name))?.startTime,
    }))
    // The link opens the dialog and never goes to the contact page: its intent must not preload that page.
    expect(contactPageCode).toEqual([])
    expect(tapFrameAt).toBeDefined()
    expect(formCodeAt).toBeGreaterThan(tapFrameAt!)
  },
)

test('Italian quote request from a product page succeeds with the Italian message and the product', async ({ page }) => {
  await page.goto(`${site.url}/it/prodotto/aurora-90-vetrina-dolci`)
  await openDialogFrom(page.getByRole('link', { name: 'Richiedi un preventivo' }))
  const dialog = page.getByRole('dialog', { name: 'Richiedi un preventivo' })
  await fillPerson(dialog, 'Paolo', 'Gialli')
  await dialog.getByLabel(/^Telefono/).fill('+39 333 765 4321')
  await dialog.getByLabel(/^Azienda/).fill('Bar Duomo')
  await dialog.getByLabel(/^Tipo di cliente/).selectOption({ label: 'Negozio' })
  await dialog.getByLabel(/^La tua attività/).selectOption({ label: 'Distributore' })
  await dialog.getByLabel(/^Paese/).selectOption('IT')
  await dialog.getByLabel(/ACCETTO la/).check()
  await dialog.getByRole('button', { name: 'Richiedi il preventivo' }).click()
  await expect(page.getByRole('dialog').last()).toContainText(
    'Grazie per la tua richiesta. Controlla la tua casella email: ti abbiamo inviato una conferma.',
  )
  await expect.poll(() => byPath('/hook').filter((r) => r.raw.includes('Paolo')).length, { timeout: 10_000 }).toBe(1)
  expect(JSON.parse(byPath('/hook').find((r) => r.raw.includes('Paolo'))!.raw)).toMatchObject({ form: 'quote', product: 'Aurora 90' })
})

test(
  'German quote request: the form starts with Germany and +49, answers in German, and the lead is in German',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.goto(`${site.url}/de/produkt/aurora-90-kuchenvitrine`)
    await openDialogFrom(page.getByRole('link', { name: 'Angebot anfordern' }))
    const dialog = page.getByRole('dialog', { name: 'Angebot anfordern' })
    await fillPerson(dialog, 'Jonas', 'Becker')
    await expect(dialog.getByLabel(/^Land/)).toHaveValue('DE')
    await expect(dialog.getByLabel(/^Telefon/)).toHaveValue('+49 ')
    await dialog.getByLabel(/^Telefon/).fill('+49 89 1234 5678')
    await dialog.getByLabel(/^Unternehmen/).fill('Konditorei Becker')
    await dialog.getByLabel(/^Kundentyp/).selectOption('shop')
    await dialog.getByLabel(/^Ihr Betrieb/).selectOption('distributor')
    await dialog.getByLabel(/Ich AKZEPTIERE die/).check()
    await dialog.getByRole('button', { name: 'Angebot anfordern' }).click()
    await expect(page.getByRole('dialog').last()).toContainText(
      'Vielen Dank für Ihre Anfrage. Bitte sehen Sie in Ihrem Postfach nach: Wir haben Ihnen eine Bestätigung per E-Mail geschickt.',
    )
    await expect.poll(() => byPath('/hook').filter((r) => r.raw.includes('Jonas')).length, { timeout: 10_000 }).toBe(1)
    expect(JSON.parse(byPath('/hook').find((r) => r.raw.includes('Jonas'))!.raw)).toMatchObject({
      form: 'quote',
      product: 'Aurora 90',
      country: 'DE',
      url: `${site.url}/de/produkt/aurora-90-kuchenvitrine`,
    })
    await expect.poll(() => byPath('/email/internal/').filter((r) => r.raw.includes('Jonas')).length, { timeout: 10_000 }).toBe(1)
    // The lead is stored and sent in the visitor's language.
    expect(String(byPath('/email/internal/').find((r) => r.raw.includes('Jonas'))!.body?.html)).toContain(
      '<th align="left">locale</th><td>de</td>',
    )
    const user = byPath('/email/user/').find((r) => r.raw.includes('Jonas'))
    expect(user?.body).toMatchObject({ subject: 'Wir haben Ihre Angebotsanfrage erhalten' })
  },
)

test('English contact form: department, inline errors in English, then the success text', { tag: '@one-width' }, async ({ page }) => {
  await page.goto(`${site.url}/contact`)
  const form = page.getByRole('form', { name: 'Send the message' })
  await reachForForm(form)
  await form.getByRole('button', { name: 'Send the message' }).click()
  await expect(form.getByText('Please fill in this field.').first()).toBeVisible()
  await form.getByLabel(/^Department/).selectOption('design')
  await fillPerson(form, 'Anna', 'Weiss')
  await form.getByLabel(/^Country/).selectOption('DE')
  await form.getByLabel(/^Message/).fill('We are designing a hotel breakfast room in Munich and need a 3 m pastry counter.')
  await form.getByLabel(/I ACCEPT the privacy policy/).check()
  await form.getByRole('button', { name: 'Send the message' }).click()
  await expect(page.getByRole('dialog')).toContainText('Thank you. We have received your message and our team will contact you shortly')
  await expect.poll(() => byPath('/hook').filter((r) => r.raw.includes('Anna')).length, { timeout: 10_000 }).toBe(1)
  expect(JSON.parse(byPath('/hook').find((r) => r.raw.includes('Anna'))!.raw)).toMatchObject({
    form: 'contact',
    department: 'design',
    country: 'DE',
  })
})

test('Italian newsletter from the footer modal: success in Italian, and closing the message closes the form', async ({ page }) => {
  await page.goto(`${site.url}/it`)
  await openDialogFrom(page.getByRole('contentinfo').getByRole('link', { name: 'Iscriviti' }))
  const dialog = page.getByRole('dialog', { name: 'Iscriviti alla newsletter' })
  const form = dialog.locator('form')
  await reachForForm(form)
  await dialog.getByLabel(/^Email aziendale/).fill('lettrice@example.it')
  await dialog.getByLabel(/ACCETTO la/).check()
  await dialog.getByLabel(/comunicazioni commerciali/).check()
  await dialog.getByRole('button', { name: 'Iscriviti' }).click()
  // The message opens above the form (nested in it, as a modal over a modal).
  const message = page.getByRole('dialog', { name: 'Grazie' })
  await expect(message).toContainText('Grazie per esserti iscritto alla nostra newsletter. Lasciati ispirare!')
  // The message has the corner close and its own button below the text; the visitor presses the latter.
  await message.getByRole('button', { name: 'Chiudi' }).last().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect.poll(() => byPath('/hook').filter((r) => r.raw.includes('lettrice@example.it')).length, { timeout: 10_000 }).toBe(1)
})

test(
  'Italian newsletter during an outage: the Italian error text, and the lead arrives once the services are back',
  { tag: '@one-width' },
  async ({ page }) => {
    fake.setDown(true)
    try {
      await page.goto(`${site.url}/it/contatta`)
      const form = page.getByRole('form', { name: 'Iscriviti' })
      await reachForForm(form)
      await form.getByLabel(/^Email aziendale/).fill('in-attesa@example.it')
      await form.getByLabel(/ACCETTO la/).check()
      await form.getByLabel(/comunicazioni commerciali/).check()
      await form.getByRole('button', { name: 'Iscriviti' }).click()
      await expect(page.getByRole('dialog')).toContainText(
        "Siamo spiacenti, c'è stato un errore. Controlla la tua risposta o riprova più tardi.",
      )
    } finally {
      fake.setDown(false)
    }
    await expect.poll(() => byPath('/hook').filter((r) => r.raw.includes('in-attesa@example.it')).length, { timeout: 20_000 }).toBe(1)
  },
)
