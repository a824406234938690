/**
 * Product photos (mapping contract: `images[]` with `src` and `alt`): what is kept, its alt text and version, and
 * the photos hosted off the store's origin that the image service cannot read (docs/decisions/0011).
 */
import { describe, expect, it } from 'vitest'
import { mapWooProduct } from './woocommerce.server'

describe('images', () => {
  const images = (list: unknown, storeOrigin?: string) => {
    const r = mapWooProduct({ id: 1, slug: 'aurora-90', name: 'Aurora 90', images: list }, 'en', { storeOrigin })
    if (!r.ok) throw new Error(r.reason)
    return { images: r.product.images, image: r.product.image }
  }

  it.each([
    ['a relative file, its alt trimmed', { src: '/a.svg', alt: ' Front view ' }, { src: '/a.svg', alt: 'Front view' }],
    ['a trimmed src', { src: '  /a.svg ', alt: 'Front' }, { src: '/a.svg', alt: 'Front' }],
    ['the name when alt is blank', { src: '/a.svg', alt: '   ' }, { src: '/a.svg', alt: 'Aurora 90' }],
    ['the name when alt is missing', { src: '/a.svg' }, { src: '/a.svg', alt: 'Aurora 90' }],
    ['the name when alt is not text', { src: '/a.svg', alt: 5 }, { src: '/a.svg', alt: 'Aurora 90' }],
    [
      'the GMT modification date as version',
      { src: '/a.svg', alt: 'A', date_modified_gmt: '2024-03-05T10:20:30', date_modified: '2024-03-05T11:20:30' },
      { src: '/a.svg', alt: 'A', version: '2024-03-05T10:20:30' },
    ],
    [
      'the local date when the GMT one is missing',
      { src: '/a.svg', alt: 'A', date_modified: ' 2024-03-05T11:20:30 ' },
      { src: '/a.svg', alt: 'A', version: '2024-03-05T11:20:30' },
    ],
    [
      'the local date when the GMT one is not a date',
      { src: '/a.svg', alt: 'A', date_modified_gmt: '2024-03-05"><script>', date_modified: '2024-03-05T11:20:30+01:00' },
      { src: '/a.svg', alt: 'A', version: '2024-03-05T11:20:30+01:00' },
    ],
    [
      'no version from text around a date',
      { src: '/a.svg', alt: 'A', date_modified_gmt: 'v2024-03-05', date_modified: '2024-03-05 x' },
      { src: '/a.svg', alt: 'A' },
    ],
    [
      'no version from an empty or overlong date',
      { src: '/a.svg', alt: 'A', date_modified_gmt: '', date_modified: '1'.repeat(41) },
      { src: '/a.svg', alt: 'A' },
    ],
    [
      'a version of 40 characters',
      { src: '/a.svg', alt: 'A', date_modified_gmt: '1'.repeat(40) },
      { src: '/a.svg', alt: 'A', version: '1'.repeat(40) },
    ],
    ['no version from a number', { src: '/a.svg', alt: 'A', date_modified_gmt: 20240305 }, { src: '/a.svg', alt: 'A' }],
  ])('keeps %s', (_, raw, expected) => {
    expect(images([raw])).toStrictEqual({ images: [expected], image: expected })
  })

  it.each([
    ['an empty src', { src: '', alt: 'A' }],
    ['a blank src', { src: '   ', alt: 'A' }],
    ['a src that is not text', { src: 5, alt: 'A' }],
    ['a script URL', { src: 'javascript:alert(1)', alt: 'A' }],
    ['a protocol-relative URL', { src: '//evil.example/a.jpg', alt: 'A' }],
    ['a bare file name', { src: 'a.jpg', alt: 'A' }],
    ['a string', 'https://store.example/a.jpg'],
    ['null', null],
  ])('drops %s', (_, raw) => {
    expect(images([raw])).toStrictEqual({ images: [], image: null })
  })

  it('keeps the order, the first photo being the main one', () => {
    const list = [{ src: '/a.svg', alt: 'A' }, { src: 'javascript:x' }, { src: '/b.svg', alt: 'B' }]
    expect(images(list)).toStrictEqual({
      images: [
        { src: '/a.svg', alt: 'A' },
        { src: '/b.svg', alt: 'B' },
      ],
      image: { src: '/a.svg', alt: 'A' },
    })
  })

  it.each([
    ['https://store.example', 'https://store.example/a.jpg', true],
    ['https://store.example', 'https://cdn.example/a.jpg', false],
    ['https://store.example', 'http://store.example/a.jpg', false],
    ['https://store.example', 'https://store.example:8443/a.jpg', false],
    ['https://store.example', '/images/a.svg', true],
    [undefined, 'https://cdn.example/a.jpg', true],
  ])('with the store at %s, %s is kept: %s', (storeOrigin, src, kept) => {
    expect(images([{ src, alt: 'A' }], storeOrigin).images).toStrictEqual(kept ? [{ src, alt: 'A' }] : [])
  })
})
