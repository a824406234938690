import { describe, expect, it } from 'vitest'
import { isOnOrigin } from './origin'

describe('isOnOrigin', () => {
  const store = 'https://shop.example.com'
  it.each([
    ['https://shop.example.com/wp-content/uploads/a.jpg', true],
    ['https://SHOP.example.com/a.jpg', true],
    ['https://shop.example.com:443/a.jpg', true],
    ['http://shop.example.com/a.jpg', false],
    ['https://shop.example.com:8443/a.jpg', false],
    ['https://shop.example.com.evil.test/a.jpg', false],
    ['https://evil.test/?https://shop.example.com/a.jpg', false],
    ['https://shop.example.com@evil.test/a.jpg', false],
    ['file:///etc/passwd', false],
    ['/wp-content/uploads/a.jpg', false],
    ['not a url', false],
  ])('%s -> %s', (url, expected) => expect(isOnOrigin(url, store)).toBe(expected))
})

describe('isOnOrigin, opaque origins', () => {
  it('two URLs without an origin never match each other', () => {
    expect(isOnOrigin('data:image/png;base64,AAAA', 'file:///var/www/')).toBe(false)
  })
})
