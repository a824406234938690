import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidInputError, validInput } from './serverFnInput'

const validate = validInput(v.object({ locale: v.picklist(['en', 'it']), slug: v.pipe(v.string(), v.maxLength(10)) }))

describe('validInput', () => {
  it.each([[{ locale: 'en', slug: 'aurora' }], [{ locale: 'it', slug: '' }]])('accepts %j', (input) => {
    expect(validate(input)).toEqual(input)
  })

  it.each([
    [undefined, 'input'],
    [null, 'input'],
    ['en', 'input'],
    [[1, 2], 'input'],
    [{ locale: 'xx', slug: 'a' }, 'locale'],
    [{ locale: 'en', slug: 'x'.repeat(11) }, 'slug'],
    [{ locale: 'en', slug: 42 }, 'slug'],
    [{ locale: 'en', slug: '<script>alert(1)</script>' }, 'slug'],
  ])('rejects %j with a 400 naming %s', (input, path) => {
    try {
      validate(input)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidInputError)
      expect((error as InvalidInputError).status).toBe(400)
      expect((error as Error).message).toContain(path)
    }
  })
})

describe('InvalidInputError', () => {
  it('is a 400 Bad Request named after itself, listing each issue by path', () => {
    const error = (() => {
      try {
        validate({ locale: 'xx', slug: 42 })
      } catch (caught) {
        return caught as InvalidInputError
      }
    })()
    expect(error).toBeInstanceOf(Error)
    expect(error?.name).toBe('InvalidInputError')
    expect(error?.status).toBe(400)
    expect(error?.statusText).toBe('Bad Request')
    expect(error?.message).toMatch(/^Invalid input: locale: [^;]+; slug: [^;]+$/)
  })

  it('names the whole input when the issue has no path', () => {
    expect(() => validate('en')).toThrow(/^Invalid input: input: Invalid type: Expected Object but received "en"$/)
  })

  it('keeps its message to 500 characters however many issues there are', () => {
    const many = validInput(v.object(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, v.string()]))))
    try {
      many({})
      expect.unreachable()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toHaveLength(500)
      expect(message.startsWith('Invalid input: field0: ')).toBe(true)
      expect(message).toContain('; field1: ')
    }
  })
})
