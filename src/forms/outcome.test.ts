import { describe, expect, it } from 'vitest'
import { formIds, isFormId } from './formIds'
import { pathOnHost } from '#src/i18n/sites.ts'
import { outcomeSearch, readOutcome, returnLocation, withoutOutcome } from './outcome'

describe('outcomeSearch', () => {
  it.each([
    [
      { status: 'success', form: 'quote' },
      { form_result: 'success', form_id: 'quote' },
    ],
    [
      { status: 'rate_limited', form: 'newsletter' },
      { form_result: 'rate_limited', form_id: 'newsletter' },
    ],
    [{ status: 'error', form: null }, { form_result: 'error' }],
    [{ status: 'invalid', form: null }, { form_result: 'invalid' }],
  ] as const)('%o -> %o', (input, output) => {
    expect(outcomeSearch(input)).toStrictEqual(output)
  })
})

describe('readOutcome', () => {
  it.each([
    ['?form_result=success&form_id=quote', { result: 'success', form: 'quote' }],
    ['form_result=error&form_id=contact', { result: 'error', form: 'contact' }],
    ['?form_result=rate_limited', { result: 'rate_limited', form: null }],
    ['?form_result=invalid&form_id=start_project', { result: 'invalid', form: 'start_project' }],
    // An unknown form id is not trusted: the notice shows without naming a form.
    ['?form_result=success&form_id=admin', { result: 'success', form: null }],
    ['?form_result=success&form_id=', { result: 'success', form: null }],
    ['?category=gelato&form_result=success&form_id=catalogue', { result: 'success', form: 'catalogue' }],
  ])('%s -> %o', (search, outcome) => {
    expect(readOutcome(search)).toStrictEqual(outcome)
  })

  it.each([
    '',
    '?',
    '?form_id=quote',
    '?form_result=',
    '?form_result=ok&form_id=quote',
    '?form_result=SUCCESS',
    '?form_result=constructor',
    '?form_result=has',
    '?result=success',
  ])('%s -> no outcome', (search) => {
    expect(readOutcome(search)).toBeNull()
  })

  it('reads back what outcomeSearch writes, for every form', () => {
    for (const form of formIds) {
      const search = new URLSearchParams(outcomeSearch({ status: 'success', form })).toString()
      expect(readOutcome(search)).toStrictEqual({ result: 'success', form })
    }
  })
})

describe('withoutOutcome', () => {
  it('drops the outcome and keeps every other parameter', () => {
    const search = { form_result: 'success', form_id: 'quote', category: 'gelato', page: 2 }
    expect(withoutOutcome(search)).toStrictEqual({ category: 'gelato', page: 2 })
    // The caller's object is left as it was.
    expect(search).toStrictEqual({ form_result: 'success', form_id: 'quote', category: 'gelato', page: 2 })
  })

  it('drops each of the two on its own', () => {
    expect(withoutOutcome({ form_result: 'error', q: 'x' })).toStrictEqual({ q: 'x' })
    expect(withoutOutcome({ form_id: 'quote', q: 'x' })).toStrictEqual({ q: 'x' })
    expect(withoutOutcome({})).toStrictEqual({})
  })
})

describe('isFormId', () => {
  it.each([...formIds])('%s is a form', (id) => expect(isFormId(id)).toBe(true))
  it.each([null, undefined, '', 'Quote', 'quote ', 42, ['quote']])('%o is not', (value) => expect(isFormId(value)).toBe(false))
})

describe('returnLocation', () => {
  const origin = 'https://www.example.com'
  const outcome = { form_result: 'success', form_id: 'contact' }
  it.each([
    ['/contact', '/contact?form_result=success&form_id=contact#form-message'],
    ['/it/contatti?x=1', '/it/contatti?x=1&form_result=success&form_id=contact#form-message'],
    ['/product/a/../b', '/product/b?form_result=success&form_id=contact#form-message'],
  ])('%s goes back to the page', (path, location) => expect(returnLocation(path, origin, outcome)).toBe(location))

  it.each([
    '/.//evil.com',
    '/./\\evil.com',
    '/..//evil.com',
    '/a/..//evil.com',
    '/%2e//evil.com',
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
    '',
    undefined,
    42,
  ])('%j never leaves the site: back to the home page', (path) => {
    const location = returnLocation(path, origin, outcome)
    expect(location).toBe('/?form_result=success&form_id=contact#form-message')
    expect(new URL(location, origin).origin).toBe(origin)
  })

  describe('on a language domain (its pages unprefixed)', () => {
    const sites = { origin, domains: { it: 'https://www.example.it' } }
    const onHost = (path: string) => pathOnHost(sites, path)
    it('writes the page as its host does', () => {
      expect(returnLocation('/it/contatti', origin, outcome, onHost)).toBe('/contatti?form_result=success&form_id=contact#form-message')
    })
    it.each(['/it//evil.com', '/it/\\evil.com', '/it/.//evil.com'])('%j, which loses its prefix there, never leaves the site', (path) => {
      expect(returnLocation(path, origin, outcome, onHost)).toBe('/?form_result=success&form_id=contact#form-message')
    })
  })
})
