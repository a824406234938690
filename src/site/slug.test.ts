import { describe, expect, it } from 'vitest'
import { isUrlSlug } from './slug'

describe('isUrlSlug', () => {
  it.each(['aurora-90-cake-display', 'aurora-90-vetrina-dolci', 'caffè-milano', 'a', 'x'.repeat(200), 'with_underscore', 'caff%C3%A8'])(
    'accepts %s',
    (slug) => {
      expect(isUrlSlug(slug)).toBe(true)
    },
  )
  it.each(['', 'x'.repeat(201), '<script>alert(1)</script>', '../../etc/passwd', 'a b', 'a/b', '\u0000', 'a.b', "a'b", 'a"b'])(
    'rejects %j',
    (slug) => {
      expect(isUrlSlug(slug)).toBe(false)
    },
  )
})
