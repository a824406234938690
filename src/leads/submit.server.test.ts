/**
 * A submission whose envelope is broken is answered as invalid, naming its form only when it is one of
 * the site's forms: the form id comes from the visitor, so names every object has (`toString`,
 * `constructor`, `__proto__`...) must not count as forms.
 */
import { describe, expect, it, vi } from 'vitest'
import { formIds } from '#src/forms/formIds.ts'
import { handleSubmission } from './submit.server'

// A broken envelope never reaches the consent record or the lead store: their modules (and the content they
// read) are not needed here.
vi.mock('#src/leads/consentRecord.server.ts', () => ({ consentRecordFor: () => expect.unreachable() }))
vi.mock('#src/leads/leads.server.ts', () => ({ submitLead: () => expect.unreachable() }))

// No locale: the envelope is invalid whatever the form, so nothing reaches the lead store.
const broken = (form: unknown) => handleSubmission({ form, page: 'home', path: '/' }, '203.0.113.1')

describe('handleSubmission with a broken envelope', () => {
  it.each(formIds)('names the form %s', async (form) => {
    expect(await broken(form)).toEqual({ status: 'invalid', form, errors: { _form: 'error_required' } })
  })

  it.each([
    'toString',
    'constructor',
    '__proto__',
    'valueOf',
    'hasOwnProperty',
    'isPrototypeOf',
    '__defineGetter__',
    '',
    'Contact',
    'contact ',
    'start-project',
    42,
    null,
    undefined,
    ['contact'],
    { toString: () => 'contact' },
  ])('names no form for %j', async (form) => {
    expect(await broken(form)).toEqual({ status: 'invalid', form: null, errors: { _form: 'error_required' } })
  })
})
