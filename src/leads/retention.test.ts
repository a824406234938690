import { describe, expect, it } from 'vitest'
import { anonymizedFields, retentionCutoff } from './retention'

describe('retentionCutoff', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it.each([
    [730, '2024-11-23T12:00:00.000Z'],
    [1, '2026-11-22T12:00:00.000Z'],
    [30, '2026-10-24T12:00:00.000Z'],
  ])('%i days back is %s', (days, iso) => {
    expect(new Date(retentionCutoff(now, days)).toISOString()).toBe(iso)
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses %s days', (days) => {
    expect(() => retentionCutoff(now, days)).toThrow(RangeError)
  })
})

describe('anonymizedFields', () => {
  it('keeps the closed choices and the consents, nothing a person typed', () => {
    const fields = {
      first_name: 'Maria',
      last_name: 'Rossi',
      email: 'maria@example.com',
      phone: '+39 0721 415200',
      company: 'Pasticceria Rossi',
      comment: 'Call me on my mobile',
      country: 'IT',
      region: 'Marche',
      typology: 'owner_horeca - bakery',
      consent_privacy: 'yes',
      consent_commercial: 'no',
      some_future_field: 'free text',
    }
    expect(anonymizedFields(fields)).toEqual({
      country: 'IT',
      region: 'Marche',
      typology: 'owner_horeca - bakery',
      consent_privacy: 'yes',
      consent_commercial: 'no',
    })
  })

  it('keeps the cabinets of a quote for several, which name products, not people', () => {
    const fields = {
      first_name: 'Maria',
      comment: 'For the new counter',
      product: 'Aurora 90, Petra 100',
      products: 'aurora-90-cake-display,petra-100-cake-display',
      product_1_name: 'Aurora 90',
      product_1_slug: 'aurora-90-cake-display',
      product_1_url: 'https://lumera.test/product/aurora-90-cake-display',
      product_1_note: 'typed by someone',
    }
    expect(anonymizedFields(fields)).toEqual({
      product: 'Aurora 90, Petra 100',
      products: 'aurora-90-cake-display,petra-100-cake-display',
      product_1_name: 'Aurora 90',
      product_1_slug: 'aurora-90-cake-display',
      product_1_url: 'https://lumera.test/product/aurora-90-cake-display',
    })
  })

  it('leaves an empty record empty', () => {
    expect(anonymizedFields({})).toEqual({})
  })
})
