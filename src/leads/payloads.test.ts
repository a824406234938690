import { describe, expect, it } from 'vitest'
import { buildInternalEmail, buildUserEmail, buildWebhookBody, escapeHtml, singleLine, when } from './payloads'
import type { Lead } from './types'
import { sampleConsent } from './fixtures'
import { quotedProductsOf, withQuotedProducts } from './quotedProducts'

const site = { origin: 'https://www.example.it', domains: {} }

const lead: Lead = {
  form: 'catalogue',
  locale: 'it',
  page: 'showcases',
  url: '/it/vetrine-refrigerate',
  clientKey: '127.0.0.1',
  consent: sampleConsent(),
  fields: {
    first_name: 'Maria\r\nBcc: evil@x.it',
    last_name: '<script>alert(1)</script>',
    email: 'maria@pasticceria.it',
    company: 'Rossi & Figli "Dolci"',
    typology: 'owner_horeca - bakery',
    consent_privacy: 'yes',
  },
}
const at = new Date('2026-07-01T10:15:30Z')

describe('payloads', () => {
  it('escapes HTML and removes line breaks', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;')
    expect(singleLine('a\r\nb\u2028c\td')).toBe('a b c d')
  })

  it('builds the user email of docs/specification.md §9', () => {
    const email = buildUserEmail(lead, site, quotedProductsOf(lead.fields))
    expect(Object.keys(email).sort()).toEqual(['data', 'sender_email', 'sender_name', 'subject', 'template_id', 'to'])
    expect(email.to).toBe('maria@pasticceria.it')
    expect(Object.keys(email.data).sort()).toEqual(
      ['button', 'buttonCatalogue', 'link', 'linkCatalogue', 'preview_text', 'subject', 'text1', 'text2', 'text3', 'text4', 'title'].sort(),
    )
    expect(email.data.linkCatalogue).toBe('https://www.example.it/catalogue/lumera-catalogue-it.pdf')
    expect(email.data.link).toBe('https://www.example.it/it')
    expect(email.subject).toBe('Il tuo catalogo Lumera')
    expect(email.data.title).toBe('Ciao Maria Bcc: evil@x.it,')
  })

  it("links a visitor's language on its own domain there: the site, the catalogue and the page of the webhook", () => {
    const domains = { origin: 'https://www.example.com', domains: { it: 'https://www.example.it' } }
    const email = buildUserEmail(lead, domains, quotedProductsOf(lead.fields))
    expect(email.data.link).toBe('https://www.example.it/')
    expect(email.data.linkCatalogue).toBe('https://www.example.it/catalogue/lumera-catalogue-it.pdf')
    expect(JSON.parse(buildWebhookBody(lead, domains, at, quotedProductsOf(lead.fields))).url).toBe(
      'https://www.example.it/vetrine-refrigerate',
    )
  })

  it('builds the internal email: every field in an escaped table, a one-line subject', () => {
    const email = buildInternalEmail(lead, ['a@x.it', 'b@x.it', 'c@x.it'], at)
    expect(email.to).toEqual(['a@x.it', 'b@x.it', 'c@x.it'])
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.sender).not.toMatch(/[\r\n]/)
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(email.html).toContain('Rossi &amp; Figli &quot;Dolci&quot;')
    for (const key of ['first_name', 'last_name', 'email', 'company', 'typology', 'consent_privacy', 'page', 'url', 'date', 'time'])
      expect(email.html).toContain(`<th align="left">${key}</th>`)
  })

  it('builds the webhook body with page, url, date, time and timestamp', () => {
    const body = JSON.parse(buildWebhookBody(lead, site, at, quotedProductsOf(lead.fields)))
    expect(body).toMatchObject({
      ...lead.fields,
      page: 'showcases',
      url: 'https://www.example.it/it/vetrine-refrigerate',
      date: '2026-07-01',
      time: '12:15:30',
      timestamp: at.getTime(),
    })
  })

  it('tells the time in Rome', () => {
    expect(when(new Date('2026-01-15T23:30:00Z'))).toMatchObject({ date: '2026-01-16', time: '00:30:00' })
  })

  describe('a quote for several cabinets', () => {
    const products = [
      { name: 'Aurora 90', slug: 'aurora-90-vetrina-dolci', url: 'https://www.example.it/it/prodotto/aurora-90-vetrina-dolci' },
      { name: 'Petra <100>', slug: 'petra-100-vetrina-dolci', url: 'https://www.example.it/it/prodotto/petra-100-vetrina-dolci' },
    ]
    const quote: Lead = {
      ...lead,
      form: 'quote',
      page: 'compare',
      url: '/it/confronta?products=aurora-90-vetrina-dolci,petra-100-vetrina-dolci',
      fields: withQuotedProducts({ first_name: 'Maria', email: 'maria@pasticceria.it', product: '', products: 'x' }, products),
    }

    it('names every cabinet, with its slug and link, in the internal email table', () => {
      const html = buildInternalEmail(quote, ['a@x.it'], at).html
      for (const [n, product] of products.entries()) {
        expect(html).toContain(`<th align="left">product_${n + 1}_name</th><td>${escapeHtml(product.name)}</td>`)
        expect(html).toContain(`<th align="left">product_${n + 1}_slug</th><td>${product.slug}</td>`)
        expect(html).toContain(`<th align="left">product_${n + 1}_url</th><td>${product.url}</td>`)
      }
      expect(html).toContain('<th align="left">product</th><td>Aurora 90, Petra &lt;100&gt;</td>')
    })

    it('sends the cabinets to the webhook as a list', () => {
      const body = JSON.parse(buildWebhookBody(quote, site, at, quotedProductsOf(quote.fields)))
      expect(body.products).toEqual(products)
      expect(body).toMatchObject({
        form: 'quote',
        page: 'compare',
        product: 'Aurora 90, Petra <100>',
        product_2_slug: 'petra-100-vetrina-dolci',
      })
    })

    it('lists them, one a line with its link, in the confirmation', () => {
      const data = buildUserEmail(quote, site, quotedProductsOf(quote.fields)).data
      expect(data.products_title).toBe('Le vetrine della tua richiesta')
      expect(data.products).toBe(products.map((p) => `${p.name}: ${p.url}`).join('\n'))
    })

    it("links each cabinet's spec sheet in the visitor's language (issue 41)", () => {
      const data = buildUserEmail(quote, site, quotedProductsOf(quote.fields)).data
      expect(data.spec_sheets_title).toBe('Le schede tecniche delle tue vetrine')
      expect(data.spec_sheets).toBe(
        'Aurora 90: https://www.example.it/api/downloads/it/aurora-90-vetrina-dolci/spec-sheet.pdf\n' +
          'Petra <100>: https://www.example.it/api/downloads/it/petra-100-vetrina-dolci/spec-sheet.pdf',
      )
      expect(buildUserEmail(lead, site, quotedProductsOf(lead.fields)).data).not.toHaveProperty('spec_sheets')
    })

    it("links the spec sheet of the product page a quote came from, in that page's language", () => {
      const fromPage = (url: string, product = 'Aurora 90') =>
        buildUserEmail({ ...lead, form: 'quote', page: 'product', url, fields: { ...lead.fields, product } }, site, []).data
      expect(fromPage('/it/prodotto/aurora-90-vetrina-dolci').spec_sheets).toBe(
        'Aurora 90: https://www.example.it/api/downloads/it/aurora-90-vetrina-dolci/spec-sheet.pdf',
      )
      expect(fromPage('/product/aurora-90-cake-display?utm_source=x').spec_sheets).toBe(
        'Aurora 90: https://www.example.it/api/downloads/en/aurora-90-cake-display/spec-sheet.pdf',
      )
      for (const data of [fromPage('/contact'), fromPage('/product/aurora-90-cake-display', ''), fromPage('/product/a.b')]) {
        expect(data).not.toHaveProperty('spec_sheets')
      }
    })

    it('leaves other leads without a list', () => {
      expect(JSON.parse(buildWebhookBody(lead, site, at, quotedProductsOf(lead.fields)))).not.toHaveProperty('products')
      expect(buildUserEmail(lead, site, quotedProductsOf(lead.fields)).data).not.toHaveProperty('products')
    })
  })
})
