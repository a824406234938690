import { assert, describe, expect, it } from 'vitest'
import { countryOptions, dialPrefix, phoneWithPrefix } from './countries'
import { italianRegions, typologyValues } from './options'
import { formFields } from './definitions'
import { formIds, isFormId, type FormId } from './formIds'
import { fieldMaxLength, toLeadFields, validateForm } from './schemas'

const catalogue = {
  first_name: 'Maria',
  last_name: 'Rossi',
  email: 'maria.rossi@pasticceria.it',
  phone: '+39 0721 415200',
  company: 'Pasticceria Rossi',
  country: 'IT',
  region: 'Marche',
  typology: 'owner_horeca - bakery',
  consent_commercial: true,
  consent_privacy: 'on',
}

describe('catalogue schema', () => {
  it('accepts a complete request and normalises it', () => {
    const result = validateForm('catalogue', { ...catalogue, first_name: '  Maria ' })
    expect(result).toEqual({ ok: true, values: { ...catalogue, consent_privacy: true } })
  })

  it.each([
    [{ first_name: '' }, 'first_name', 'error_required'],
    [{ first_name: undefined }, 'first_name', 'error_required'],
    [{ last_name: 'x'.repeat(81) }, 'last_name', 'error_too_long'],
    [{ email: 'maria@' }, 'email', 'error_email'],
    [{ email: '<script>@x.it' }, 'email', 'error_email'],
    [{ phone: '123' }, 'phone', 'error_phone'],
    [{ phone: '+39 ' }, 'phone', 'error_phone'],
    [{ company: '   ' }, 'company', 'error_required'],
    [{ country: 'XX' }, 'country', 'error_choice'],
    [{ country: '' }, 'country', 'error_required'],
    [{ region: 'Atlantis' }, 'region', 'error_choice'],
    [{ typology: 'owner_horeca' }, 'typology', 'error_choice'],
    [{ typology: '' }, 'typology', 'error_required'],
    [{ consent_privacy: undefined }, 'consent_privacy', 'error_consent'],
    [{ consent_privacy: false, consent_commercial: true }, 'consent_privacy', 'error_consent'],
    [{ country: 'DE', phone: '0049 89' }, 'phone', 'error_phone'],
    [{ country: 'DE', phone: '+49 ' }, 'phone', 'error_phone'],
    [{ first_name: 42 }, 'first_name', 'error_required'],
  ])('rejects %o', (change, field, key) => {
    const result = validateForm('catalogue', { ...catalogue, ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field]).toBe(key)
  })

  it.each([undefined, false, '', 'no'])(
    'sends the catalogue without marketing consent (%j): the privacy box alone is required',
    (commercial) => {
      const result = validateForm('catalogue', { ...catalogue, consent_commercial: commercial })
      assert(result.ok, 'valid')
      expect(result.values).toMatchObject({ consent_privacy: true, consent_commercial: false })
    },
  )

  it.each([
    ['DE', '0049 89 1234567', '+49 89 1234567'],
    ['DE', '+49 0049 89 1234567', '+49 89 1234567'],
    ['DE', '089 1234567', '+49 89 1234567'],
    ['DE', '+49 089 1234567', '+49 89 1234567'],
    ['IT', '0721 415200', '+39 0721 415200'],
    ['IT', '0049 89 1234567', '+49 89 1234567'],
  ])('with %s chosen, takes the phone %j as %j', (country, phone, stored) => {
    const result = validateForm('catalogue', { ...catalogue, country, phone })
    assert(result.ok, 'valid')
    expect(result.values.phone).toBe(stored)
  })

  it('keeps the region only for Italy, and it is optional', () => {
    expect(validateForm('catalogue', { ...catalogue, region: '' }).ok).toBe(true)
    const abroad = validateForm('catalogue', { ...catalogue, country: 'FR', region: 'Marche', phone: '+33 1 42 68 53 00' })
    expect(abroad.ok && abroad.values.region).toBe('')
  })

  it('drops fields it does not know', () => {
    const result = validateForm('catalogue', { ...catalogue, admin: true })
    assert(result.ok, 'the form itself is valid')
    expect(result.values).not.toHaveProperty('admin')
    expect(result.values).toMatchObject({ first_name: catalogue.first_name })
  })
})

describe('the other forms', () => {
  it.each([
    [
      'quote',
      {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.it',
        phone: '+39 333 123 4567',
        company: 'C',
        country: 'IT',
        region: '',
        customer_type: 'dealer',
        activity: 'distributor',
        product: 'Aurora 90',
        consent_privacy: true,
      },
    ],
    [
      'start_project',
      {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.it',
        phone: '+44 20 7946 0958',
        country: 'GB',
        activity: 'chef',
        purpose: 'ice-cream',
        comment: 'A gelato counter for our hotel lobby.',
        consent_privacy: true,
      },
    ],
    ['newsletter', { email: 'a@b.it', consent_privacy: true, consent_commercial: true }],
    [
      'contact',
      {
        department: 'support',
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.it',
        country: 'DE',
        comment: 'The thermostat shows E2.',
        consent_privacy: true,
      },
    ],
  ] as const)('%s accepts a valid submission', (form, input) => {
    expect(validateForm(form, input)).toMatchObject({ ok: true })
  })

  it.each([
    ['quote', { customer_type: 'friend' }, 'customer_type'],
    ['quote', { activity: '' }, 'activity'],
    ['quote', { activity: 'architect' }, 'activity'],
    ['quote', { product: '' }, 'product'],
    ['start_project', { purpose: 'shoes' }, 'purpose'],
    ['start_project', { comment: 'x'.repeat(2001) }, 'comment'],
    ['newsletter', { consent_commercial: false }, 'consent_commercial'],
    ['contact', { department: 'ceo' }, 'department'],
    ['contact', { phone: 'call me' }, 'phone'],
  ] as const)('%s rejects %o', (form, change, field) => {
    const base = {
      quote: {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.it',
        phone: '+39 333 123 4567',
        company: 'C',
        country: 'IT',
        customer_type: 'dealer',
        activity: 'distributor',
        product: 'Aurora 90',
        consent_privacy: true,
      },
      start_project: {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.it',
        phone: '+39 333 123 4567',
        country: 'IT',
        activity: 'chef',
        purpose: 'wine',
        comment: 'x',
        consent_privacy: true,
      },
      newsletter: { email: 'a@b.it', consent_privacy: true, consent_commercial: true },
      contact: {
        department: 'sales',
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.it',
        country: 'IT',
        comment: 'x',
        consent_privacy: true,
      },
    }[form]
    const result = validateForm(form, { ...base, ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(Object.keys(result.errors)).toContain(field)
  })
})

describe('who asks for a quote', () => {
  const quote = {
    first_name: 'Ines',
    last_name: 'Wright',
    email: 'ines@studio.co.uk',
    phone: '+44 20 7946 0958',
    company: 'Wright Studio',
    country: 'GB',
    product: 'Aurora 90',
    consent_privacy: true,
  }

  it.each(['designer', 'consumer', 'owner_horeca', 'bakery', 'professional_horeca', 'chef', 'distributor', 'other'])(
    'an activity of the list (%s) is enough: the type of customer is for the trade, and optional',
    (activity) => {
      const result = validateForm('quote', { ...quote, activity })
      assert(result.ok, 'valid')
      expect(result.values).toMatchObject({ activity, customer_type: '' })
    },
  )

  it('keeps the trade type when a distributor gives it, and refuses a quote that does not say who asks', () => {
    const trade = validateForm('quote', { ...quote, activity: 'distributor', customer_type: 'dealer' })
    assert(trade.ok, 'valid')
    expect(trade.values).toMatchObject({ activity: 'distributor', customer_type: 'dealer' })
    expect(validateForm('quote', quote)).toStrictEqual({ ok: false, errors: { activity: 'error_required' } })
  })

  it('says in the lead who asked, beside the fields of the first release', () => {
    const result = validateForm('quote', { ...quote, activity: 'designer' })
    assert(result.ok, 'valid')
    expect(Object.keys(toLeadFields(result.values))).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'country',
      'region',
      'activity',
      'customer_type',
      'product',
      'products',
      'comment',
      'consent_privacy',
      'consent_commercial',
    ])
  })
})

describe('a quote for several products (the comparison)', () => {
  const quote = {
    first_name: 'A',
    last_name: 'B',
    email: 'a@b.it',
    phone: '+39 333 123 4567',
    company: 'C',
    country: 'IT',
    customer_type: 'dealer',
    activity: 'distributor',
    consent_privacy: true,
  }

  it.each<[string, Record<string, string>, { product: string; products: string }]>([
    ['one product by name (a product page)', { product: 'Aurora 90' }, { product: 'Aurora 90', products: '' }],
    [
      'products by slug',
      { products: 'aurora-90-cake-display,petra-100-cake-display' },
      { product: '', products: 'aurora-90-cake-display,petra-100-cake-display' },
    ],
    ['spaces and repeats tidied', { products: ' a , b,a,, ' }, { product: '', products: 'a,b' }],
    ['four products', { products: 'a,b,c,d' }, { product: '', products: 'a,b,c,d' }],
    ['Italian slugs', { products: 'aurora-90-vetrina-dolci,caffè-bar' }, { product: '', products: 'aurora-90-vetrina-dolci,caffè-bar' }],
  ])('accepts %s', (_, change, expected) => {
    const result = validateForm('quote', { ...quote, ...change })
    assert(result.ok)
    expect(result.values).toMatchObject(expected)
  })

  it.each<[string, Record<string, string>, string, string]>([
    ['neither a product nor products', {}, 'products', 'error_products'],
    ['an empty list (every product unticked)', { products: ' , ' }, 'products', 'error_products'],
    ['five products', { products: 'a,b,c,d,e' }, 'products', 'error_choice'],
    ['markup in the list', { products: 'a,<b>' }, 'products', 'error_choice'],
    ['a path in the list', { products: 'a,../b' }, 'products', 'error_choice'],
    ['a list too long to be slugs', { products: 'x'.repeat(1000) }, 'products', 'error_too_long'],
  ])('rejects %s', (_, change, field, error) => {
    const result = validateForm('quote', { ...quote, ...change })
    assert(!result.ok)
    expect(result.errors[field]).toBe(error)
  })
})

describe('choices', () => {
  it('has the 20 regions of Italy and grouped typologies as "group - item"', () => {
    expect(italianRegions).toHaveLength(20)
    expect(typologyValues).toContain('professional_horeca - icecream-professional')
    expect(typologyValues).toContain('designer')
    expect(typologyValues).not.toContain('owner_horeca')
  })

  it('lists Italy first, then countries by their name in the language', () => {
    const it_ = countryOptions('it')
    expect(it_[0]).toEqual({ code: 'IT', name: 'Italia' })
    expect(it_.find((c) => c.code === 'DE')?.name).toBe('Germania')
    expect(countryOptions('en')[0]?.name).toBe('Italy')
    const names = it_.slice(1).map((c) => c.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare))
  })

  it.each([
    ['', undefined, 'IT', '+39 '],
    ['+39 ', 'IT', 'FR', '+33 '],
    ['+39 333 1234567', 'IT', 'CH', '+41 333 1234567'],
    ['333 1234567', undefined, 'IT', '+39 333 1234567'],
    ['+44 20 7946 0958', 'IT', 'DE', '+44 20 7946 0958'],
  ] as const)('phone %j from %s to %s is %j', (phone, from, to, expected) => {
    expect(phoneWithPrefix(phone, from, to)).toBe(expected)
  })

  it('takes dial prefixes from libphonenumber', () => {
    expect(dialPrefix('IT')).toBe('+39')
    expect(dialPrefix('US')).toBe('+1')
  })

  it('turns values into lead fields', () => {
    expect(toLeadFields({ a: 'x', b: true, c: false })).toEqual({ a: 'x', b: 'yes', c: 'no' })
  })
})

describe('form ids and field limits come from the schemas', () => {
  it('lists the five forms and recognises only them', () => {
    expect(formIds).toEqual(['catalogue', 'quote', 'start_project', 'newsletter', 'contact'])
    for (const id of formIds) expect(isFormId(id)).toBe(true)
    for (const other of ['', 'Quote', 'toString', '__proto__', null, 1]) expect(isFormId(other)).toBe(false)
  })

  it.each([
    ['catalogue', 'first_name', 80],
    ['catalogue', 'email', 254],
    ['catalogue', 'phone', 32],
    ['catalogue', 'company', 120],
    ['catalogue', 'country', 2],
    ['quote', 'product', 200],
    ['quote', 'comment', 2000],
    ['start_project', 'company', 120],
    ['newsletter', 'first_name', 80],
    ['contact', 'phone', 32],
    ['contact', 'comment', 2000],
    ['catalogue', 'typology', undefined],
    ['catalogue', 'region', undefined],
    ['catalogue', 'consent_privacy', undefined],
    ['contact', 'no_such_field', undefined],
  ] as Array<[FormId, string, number | undefined]>)('%s.%s accepts at most %s characters', (form, field, max) => {
    expect(fieldMaxLength(form, field)).toBe(max)
  })

  const textFields = formIds.flatMap((form) =>
    formFields[form]
      .filter((spec) => ['text', 'email', 'tel', 'textarea', 'hidden'].includes(spec.kind))
      .map((spec) => ({ form, field: spec.name, spec })),
  )

  it.each(textFields)('$form.$field: the control is bounded exactly where the schema is', ({ form, spec }) => {
    expect(spec.maxLength).toBeGreaterThan(0)
    const max = spec.maxLength!
    const at = validateForm(form, { [spec.name]: 'x'.repeat(max) })
    const over = validateForm(form, { [spec.name]: 'x'.repeat(max + 1) })
    assert(!at.ok && !over.ok, 'the other fields are missing')
    expect(at.errors[spec.name]).not.toBe('error_too_long')
    expect(over.errors[spec.name]).toBe('error_too_long')
  })
})

describe('rules applied while validating', () => {
  const contact = {
    department: 'sales',
    first_name: 'Luca',
    last_name: 'Bianchi',
    email: 'luca@gelateria.it',
    country: 'IT',
    comment: 'Vorrei un preventivo.',
    consent_privacy: 'yes',
  }

  it.each([
    ['', ''],
    ['+39', ''],
    ['+1', ''],
    ['+39 0721 415200', '+39 0721 415200'],
  ])('an optional phone %j is kept as %j', (phone, kept) => {
    const result = validateForm('contact', { ...contact, phone })
    assert(result.ok, 'valid')
    expect(result.values.phone).toBe(kept)
  })

  it.each(['+39 12', '+12345', '0721'])('an optional phone %j that is not a number is refused', (phone) => {
    expect(validateForm('contact', { ...contact, phone })).toStrictEqual({ ok: false, errors: { phone: 'error_phone' } })
  })

  it.each([
    [true, true],
    ['on', true],
    ['yes', true],
    ['true', true],
    [false, false],
    ['no', false],
    ['false', false],
    ['1', false],
    ['', false],
    [undefined, false],
  ])('an optional checkbox %j reads as %s', (value, checked) => {
    const result = validateForm('contact', { ...contact, consent_commercial: value })
    assert(result.ok, 'valid')
    expect(result.values.consent_commercial).toBe(checked)
  })

  it('keeps an Italian region, and gives an Italian request without one an empty region', () => {
    const withRegion = validateForm('catalogue', catalogue)
    assert(withRegion.ok, 'valid')
    expect(withRegion.values.region).toBe('Marche')
    const { region: _, ...withoutRegion } = catalogue
    const result = validateForm('catalogue', withoutRegion)
    assert(result.ok, 'valid')
    expect(result.values.region).toBe('')
  })

  it('reports the first problem of each field only, and a non-object as the form’s', () => {
    expect(validateForm('newsletter', { email: '', consent_privacy: true, consent_commercial: 'on' })).toStrictEqual({
      ok: false,
      errors: { email: 'error_required' },
    })
    expect(validateForm('newsletter', 'email=a@b.it')).toStrictEqual({ ok: false, errors: { _form: 'error_required' } })
    expect(validateForm('newsletter', null)).toStrictEqual({ ok: false, errors: { _form: 'error_required' } })
  })

  it('turns every kind of value into a lead field', () => {
    expect(toLeadFields({ a: 'x', b: true, c: false, d: null, e: undefined, f: 3, g: '' })).toStrictEqual({
      a: 'x',
      b: 'yes',
      c: 'no',
      d: '',
      e: '',
      f: '3',
      g: '',
    })
  })
})
