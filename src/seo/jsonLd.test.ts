import { assert, describe, expect, it } from 'vitest'
import { mapWooProduct } from '~/catalogue/woocommerce.server'
import { withOrigin } from '~/site/withOrigin'
import { articleLd, productLd } from './jsonLd'

const origin = 'https://lumera.example'

describe('withOrigin', () => {
  it.each([
    ['/images/products/aurora.webp', `${origin}/images/products/aurora.webp`],
    ['https://store.example/wp-content/uploads/aurora.jpg', 'https://store.example/wp-content/uploads/aurora.jpg'],
    ['http://store.example/a.jpg', 'http://store.example/a.jpg'],
    ['HTTPS://store.example/a.jpg', 'HTTPS://store.example/a.jpg'],
    ['/https://not-a-url', `${origin}/https://not-a-url`],
  ])('%s -> %s', (input, output) => {
    expect(withOrigin(input, origin)).toBe(output)
  })
})

describe('productLd images', () => {
  it('keeps the absolute photo URLs of a WooCommerce store as they are', () => {
    const mapped = mapWooProduct(
      {
        id: 7,
        slug: 'aurora-90',
        name: 'Aurora 90',
        weight: '',
        images: [
          { src: 'https://store.example/wp-content/uploads/aurora-90.jpg', alt: 'Aurora 90' },
          { src: 'https://cdn.store.example/aurora-90-side.jpg', alt: '' },
        ],
      },
      'en',
    )
    assert(mapped.ok, 'the store product maps')
    const ld = productLd(mapped.product, `${origin}/product/aurora-90`, origin)
    expect(ld.image).toEqual(['https://store.example/wp-content/uploads/aurora-90.jpg', 'https://cdn.store.example/aurora-90-side.jpg'])
  })

  it('puts the origin before the embedded catalogue’s site paths', () => {
    const ld = productLd(
      { name: 'Aurora 90', summary: 'A cake display', category: null, images: [{ src: '/images/products/aurora-90.svg', alt: '' }] },
      `${origin}/product/aurora-90`,
      origin,
    )
    expect(ld.image).toEqual([`${origin}/images/products/aurora-90.svg`])
    expect(ld).not.toHaveProperty('category')
  })
})

describe('articleLd', () => {
  it('makes the cover absolute once', () => {
    const post = {
      title: 'Gelato at −14 °C',
      description: 'Why gelato needs its own cabinet',
      date: '2026-05-01',
      locale: 'en',
      cover: { src: '/images/articles/gelato.svg', alt: '' },
    }
    const ld = articleLd(post as unknown as Parameters<typeof articleLd>[0], `${origin}/inspiration-hub/gelato`, origin)
    expect(ld.image).toBe(`${origin}/images/articles/gelato.svg`)
  })
})
