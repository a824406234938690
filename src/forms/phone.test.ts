import { describe, expect, it } from 'vitest'
import { phoneWithPrefix } from './countries'
import { readPhone, tidyPhoneInput } from './phone'

describe('readPhone', () => {
  it.each([
    // As Europeans dial abroad: 00 and the country code, with or without the country chosen.
    ['0049 89 1234567', 'DE', '+49 89 1234567'],
    ['0049 89 1234567', 'IT', '+49 89 1234567'],
    ['0049 89 1234567', undefined, '+49 89 1234567'],
    ['0049891234567', 'FR', '+49 89 1234567'],
    // The country's prefix put in by the form, then a number with its own country code: never doubled.
    ['+49 0049 89 1234567', 'DE', '+49 89 1234567'],
    ['+39 0049 89 1234567', 'IT', '+49 89 1234567'],
    ['+49 +49 89 1234567', 'DE', '+49 89 1234567'],
    // The prefix, then the national number with its trunk 0.
    ['+49 089 1234567', 'DE', '+49 89 1234567'],
    // A national number for the country chosen.
    ['089 1234567', 'DE', '+49 89 1234567'],
    ['0721 415200', 'IT', '+39 0721 415200'],
    ['333 1234567', 'IT', '+39 333 123 4567'],
    ['020 7946 0958', 'GB', '+44 20 7946 0958'],
    // Already international: kept, written as the country groups it.
    ['+39 0721 415200', 'IT', '+39 0721 415200'],
    ['+390721415200', 'DE', '+39 0721 415200'],
    ['+44 20 7946 0958', 'IT', '+44 20 7946 0958'],
    ['  +33 1 42 68 53 00 ', 'FR', '+33 1 42 68 53 00'],
    ['+1 212 555 0100', 'US', '+1 212 555 0100'],
  ])('%j with %s chosen is %j', (raw, country, international) => {
    expect(readPhone(raw, country)).toEqual({ kind: 'number', international })
  })

  it.each([
    ['', 'IT'],
    ['   ', 'IT'],
    ['+39', 'IT'],
    ['+39 ', 'IT'],
    ['+1', undefined],
    ['+49 ', 'DE'],
    ['0049', 'DE'],
  ])('%j with %s chosen is no number at all', (raw, country) => {
    expect(readPhone(raw, country)).toEqual({ kind: 'empty' })
  })

  it.each([
    ['123', 'IT'],
    ['0721', 'IT'],
    ['+39 12', 'IT'],
    ['+12345', undefined],
    ['089 1234567', undefined],
    ['call me', 'DE'],
    ['+41 333 1234567', 'CH'],
    ['0721 415200', 'XX'],
  ])('%j with %s chosen is not a number', (raw, country) => {
    expect(readPhone(raw, country)).toEqual({ kind: 'invalid' })
  })
})

describe('the phone field as the visitor types', () => {
  it.each([
    ['+49 00', '00'],
    ['+49 0049 89 1234567', '0049 89 1234567'],
    ['+39 +49 89', '+49 89'],
    ['+49 089', '+49 089'],
    ['+39 02 1234567', '+39 02 1234567'],
    ['+49 ', '+49 '],
    ['0049 89', '0049 89'],
  ])('%j shows as %j', (typed, shown) => {
    expect(tidyPhoneInput(typed)).toBe(shown)
  })

  it.each([
    ['0049 89 1234567', 'IT', 'DE', '0049 89 1234567'],
    ['0049 89 1234567', undefined, 'DE', '0049 89 1234567'],
    ['+39 0049 89 1234567', 'IT', 'DE', '0049 89 1234567'],
    ['+39 +49 89 1234567', 'IT', 'DE', '+49 89 1234567'],
    ['+39 089 1234567', 'IT', 'DE', '+49 089 1234567'],
    ['', 'IT', 'DE', '+49 '],
  ] as const)('%j, the country changed from %s to %s, is %j', (phone, from, to, expected) => {
    expect(phoneWithPrefix(phone, from, to)).toBe(expected)
  })
})
