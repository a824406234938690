import { describe, expect, it } from 'vitest'
import { scrubText, scrubValue } from './scrub'

const leadId = '3f2a1b4c-1234-4a5b-9c8d-0123456789ab'

describe('scrubText', () => {
  it.each([
    ['sent to ada@example.com.', 'sent to [email].'],
    ['call +39 0721 415200 now', 'call [phone] now'],
    ['call 3471234567', 'call [phone]'],
    [`lead ${leadId} stored`, `lead ${leadId} stored`],
    ['http://127.0.0.1:3999/hook answered 503', 'http://127.0.0.1:3999/hook answered 503'],
    ['on 2026-11-23 at 10:15', 'on 2026-11-23 at 10:15'],
    ['attempt 12 after 60000 ms', 'attempt 12 after 60000 ms'],
    // Italian numbers are often written with a slash after the prefix.
    ['call 0333/1234567', 'call [phone]'],
    ['tel. 051/220.44.11 or 02 / 1234 5678', 'tel. [phone] or [phone]'],
    // From Italy, 00 then the country code: up to 17 digits in all.
    ['call 0039 0333 1234567', 'call [phone]'],
    ['call 00390333123456789', 'call [phone]'],
    ['call 0039 333 1234 5678', 'call [phone]'],
    ['order 12345678901234567 shipped', 'order 12345678901234567 shipped'],
    ['call 0049 30 123456789', 'call [phone]'],
    ['on 2026/11/28 and 28/11/2026', 'on 2026/11/28 and 28/11/2026'],
    ['page 12/24', 'page 12/24'],
  ])('%s', (text, expected) => {
    expect(scrubText(text)).toBe(expected)
  })

  it("keeps an error's type, code and cause, scrubbed", () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' })
    expect(scrubValue(new TypeError('fetch failed', { cause }))).toEqual({
      type: 'TypeError',
      message: 'fetch failed',
      cause: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:9', code: 'ECONNREFUSED' },
    })
  })

  it('redacts personal keys whole and keeps the rest', () => {
    expect(scrubValue({ leadId: 'x', kind: 'webhook', payload: '{"a":1}', count: 3 })).toEqual({
      leadId: 'x',
      kind: 'webhook',
      payload: '[redacted]',
      count: 3,
    })
  })

  it.each(['first_name', 'last_name', 'sender_name', 'name', 'email', 'phone', 'company', 'comment', 'fields'])(
    'redacts %s whatever its value',
    (key) => {
      expect(scrubValue({ [key]: 'Ada', kind: 'webhook' })).toEqual({ [key]: '[redacted]', kind: 'webhook' })
    },
  )

  it('keeps keys that only end in a name without the underscore', () => {
    expect(scrubValue({ routeName: 'contact', filename: 'leads.csv' })).toEqual({ routeName: 'contact', filename: 'leads.csv' })
  })
})
