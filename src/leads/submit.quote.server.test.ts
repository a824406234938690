/**
 * A quote for several cabinets (from the comparison): the server names each cabinet from the catalogue it serves,
 * in the visitor's language, whatever the form says; a slug the catalogue lacks is left out, and a quote left with
 * none is refused.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Lead } from '#src/leads/types.ts'
import { handleSubmission } from './submit.server'

const submitted: Array<Omit<Lead, 'consent'>> = []
vi.mock('#src/leads/consentRecord.server.ts', () => ({ consentRecordFor: () => ({}) }))
vi.mock('#src/leads/leads.server.ts', () => ({
  submitLead: (lead: Lead) => {
    submitted.push(lead)
    return Promise.resolve({ status: 'sent', leadId: 'x' })
  },
}))

const quote = (locale: 'en' | 'it', products: string) =>
  handleSubmission(
    {
      form: 'quote',
      locale,
      page: 'compare',
      path: locale === 'en' ? '/compare' : '/it/confronta',
      fields: {
        first_name: 'Ada',
        last_name: 'Neri',
        email: 'ada@example.com',
        phone: '+39 0721 415200',
        company: 'Bar Neri',
        customer_type: 'shop',
        activity: 'bakery',
        country: 'IT',
        product: 'Something the visitor typed',
        products,
        consent_privacy: true,
      },
    },
    '203.0.113.9',
  )

beforeEach(() => {
  submitted.length = 0
})

describe('a quote for several cabinets', () => {
  it('names each cabinet, its slug and its link in the visitor language, from the catalogue', async () => {
    expect(await quote('it', 'neve-10-vetrina-gelato,aurora-90-vetrina-dolci')).toEqual({ status: 'success', form: 'quote' })
    const fields = submitted[0]!.fields
    expect(fields).toMatchObject({
      product: 'Neve 10, Aurora 90',
      products: 'neve-10-vetrina-gelato,aurora-90-vetrina-dolci',
      product_1_name: 'Neve 10',
      product_1_slug: 'neve-10-vetrina-gelato',
      product_1_url: expect.stringMatching(/\/it\/prodotto\/neve-10-vetrina-gelato$/),
      product_2_name: 'Aurora 90',
      product_2_url: expect.stringMatching(/\/it\/prodotto\/aurora-90-vetrina-dolci$/),
    })
    expect(fields).not.toHaveProperty('product_3_name')
  })

  it('leaves out a slug the catalogue of that language lacks (another language, or a product removed)', async () => {
    expect(await quote('en', 'aurora-90-vetrina-dolci,petra-100-cake-display,gone-for-good')).toEqual({ status: 'success', form: 'quote' })
    expect(submitted[0]!.fields).toMatchObject({
      product: 'Petra 100',
      products: 'petra-100-cake-display',
      product_1_slug: 'petra-100-cake-display',
    })
    expect(submitted[0]!.fields).not.toHaveProperty('product_2_slug')
  })

  it('refuses a quote whose cabinets are all unknown, and stores nothing', async () => {
    expect(await quote('en', 'gone-for-good,also-gone')).toEqual({
      status: 'invalid',
      form: 'quote',
      errors: { products: 'error_products' },
    })
    expect(submitted).toEqual([])
  })
})

/** A product page's quote: its hidden `product` names the cabinet, and the confirmation email repeats it. */
const productPageQuote = (path: string, product: string, locale: 'en' | 'it' = 'en') =>
  handleSubmission(
    {
      form: 'quote',
      locale,
      page: 'product-slug',
      path,
      fields: {
        first_name: 'Ada',
        last_name: 'Neri',
        email: 'ada@example.com',
        phone: '+39 0721 415200',
        company: 'Bar Neri',
        customer_type: 'shop',
        activity: 'bakery',
        country: 'IT',
        product,
        consent_privacy: true,
      },
    },
    '203.0.113.9',
  )

describe('a quote from a product page', () => {
  it("names the page's cabinet from the catalogue, never the form's text (a stranger's words would reach a victim's inbox)", async () => {
    await productPageQuote('/product/aurora-90-cake-display', 'Your order is blocked: pay at https://evil.example')
    await productPageQuote('/it/prodotto/aurora-90-vetrina-dolci?ref=x', 'Aurora 90', 'it')
    expect(submitted.map((lead) => lead.fields.product)).toEqual(['Aurora 90', 'Aurora 90'])
  })

  it('names no cabinet when the page is no product the catalogue has', async () => {
    await productPageQuote('/product/gone-for-good', 'Gone 1')
    await productPageQuote('/product/gone-for-good', 'Aurora 90')
    for (const lead of submitted) expect(lead.fields).not.toHaveProperty('product')
    expect(submitted).toHaveLength(2)
  })
})

describe("the contact page's quote for one cabinet (`?product=`, a product page's link without JavaScript)", () => {
  it("keeps the text when it is a cabinet's name, in the catalogue's spelling", async () => {
    await productPageQuote('/contact?product=Aurora%2090', 'Aurora 90')
    await productPageQuote('/it/contatti', '  aurora 90 ', 'it')
    expect(submitted.map((lead) => lead.fields.product)).toEqual(['Aurora 90', 'Aurora 90'])
  })

  it('drops any other text: a near name, a name with more words, a link', async () => {
    for (const text of ['Aurora 9', 'Aurora 90 pay at https://evil.example', 'Aurora-90']) await productPageQuote('/contact', text)
    for (const lead of submitted) expect(lead.fields).not.toHaveProperty('product')
    expect(submitted).toHaveLength(3)
  })
})
