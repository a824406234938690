import { describe, expect, it } from 'vitest'
import { storeImages } from '#app-config'
import { imageKey, imageKeyPattern, imageServiceUrl, imageSlots, isStorePhoto, responsiveImage } from './imageUrls'

const photo = { src: 'https://shop.example.com/wp-content/uploads/2026/11/aurora.jpg', version: '2026-11-20T09:30:00' }

describe('isStorePhoto', () => {
  it.each([
    ['https://shop.example.com/a.jpg', true],
    ['http://127.0.0.1:8080/a.jpg', true],
    ['HTTPS://SHOP.EXAMPLE.COM/A.JPG', true],
    ['/images/products/aurora-90-cake-display-1.svg', false],
    ['images/a.svg', false],
    ['data:image/png;base64,AAAA', false],
    ['//shop.example.com/a.jpg', false],
    ['/images/https://shop.example.com/a.jpg', false],
  ])('%s -> %s', (src, expected) => expect(isStorePhoto(src)).toBe(expected))
})

describe('imageKey', () => {
  it('is 16 hex digits, the same for the same image every time', () => {
    expect(imageKey(photo)).toMatch(imageKeyPattern)
    expect(imageKey({ ...photo })).toBe(imageKey(photo))
  })

  it.each([
    ['another version', { ...photo, version: '2026-11-21T08:00:00' }],
    ['no version', { src: photo.src }],
    ['another file', { ...photo, src: photo.src.replace('aurora', 'petra') }],
    ['one character more', { ...photo, src: photo.src + 'x' }],
  ])('changes with %s', (_, other) => expect(imageKey(other)).not.toBe(imageKey(photo)))

  it('does not confuse the parts (the separator counts)', () => {
    expect(imageKey({ src: 'ab', version: 'c' })).not.toBe(imageKey({ src: 'a', version: 'bc' }))
  })

  // Values from an independent FNV-1a implementation (Python): the browser and the server must agree.
  it.each([
    [{ src: 'a' }, '2524c6d25b9c54f0'],
    [{ src: 'https://shop.example.com/x.jpg', version: '2026-11-20T09:30:00' }, '2fd1884749e30641'],
  ])('%o -> %s', (image, key) => expect(imageKey(image)).toBe(key))
})

describe('responsiveImage', () => {
  it('passes the embedded drawings through untouched', () => {
    expect(responsiveImage({ src: '/images/products/a-1.svg' }, 'card')).toEqual({ src: '/images/products/a-1.svg' })
  })

  it.each(Object.keys(imageSlots) as Array<keyof typeof imageSlots>)(
    '%s: every width of the slot, in each format, through the service',
    (slot) => {
      const image = responsiveImage(photo, slot)
      const candidates = (srcSet: string) => srcSet.split(', ').map((c) => c.split(' '))
      const sets = [...image.sources!.map((source) => [source.type, source.srcSet]), ['image/jpeg', image.srcSet!]]
      expect(sets.map(([type]) => type)).toEqual(['image/avif', 'image/webp', 'image/jpeg'])
      for (const [type, srcSet] of sets) {
        const extension = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpg' }[type!]
        expect(candidates(srcSet!).map(([, w]) => w)).toEqual(imageSlots[slot].widths.map((w) => `${w}w`))
        for (const [url, w] of candidates(srcSet!)) expect(url).toBe(`${storeImages.path}/${imageKey(photo)}/${parseInt(w!)}.${extension}`)
      }
      expect(image.sizes).toBe(imageSlots[slot].sizes)
      // The fallback for a browser without <picture> or srcset: a JPEG every browser shows.
      expect(image.src).toMatch(new RegExp(`^${storeImages.path}/[0-9a-f]{16}/\\d+\\.jpg$`))
      expect(JSON.stringify(image)).not.toContain('shop.example.com')
    },
  )

  it('offers only widths the service makes', () => {
    for (const { widths } of Object.values(imageSlots)) {
      for (const w of widths) expect(storeImages.widths).toContain(w)
    }
  })

  it('builds the service URL from the key, the width and the format', () => {
    expect(imageServiceUrl(photo, 640)).toBe(`/api/images/${imageKey(photo)}/640.jpg`)
    expect(imageServiceUrl(photo, 640, 'avif')).toBe(`/api/images/${imageKey(photo)}/640.avif`)
  })
})
