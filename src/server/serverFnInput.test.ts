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
