import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentPageForPath, contentPagePath, reservedSlugs } from './model'

describe('which page is which', () => {
  it.each([
    ['about-us', 'about'],
    ['chi-siamo', 'about'],
    ['/sostenibilita/', 'sustainability'],
    ['custom-made', 'custom-made'],
    ['showcases', 'showcases'],
    ['vetrine-refrigerate', 'showcases'],
    ['showcases-custom-made', 'showcases-custom-made'],
    ['showcases/cake', 'showcases-bakery'],
    ['vetrine-refrigerate/dolci', 'showcases-bakery'],
    ['showcases/pastisserie', 'showcases-icecream'],
  ])('the path %s is the %s page', (path, page) => {
    expect(contentPageForPath(path)).toBe(page)
  })

  it.each(['', '/', 'cake', 'trade-fair-2027', 'search', 'about-us/team'])('the path "%s" is no spec page', (path) => {
    expect(contentPageForPath(path)).toBeUndefined()
  })

  it('writes each spec page path as WordPress does, without slashes', () => {
    expect(contentPagePath('showcases-wine', 'it')).toBe('vetrine-refrigerate/vino')
    expect(contentPagePath('about', 'en')).toBe('about-us')
  })
})

describe('reserved slugs', () => {
  const reserved = reservedSlugs()

  it.each(['search', 'cerca', 'contact', 'contatta', 'product', 'prodotto', 'compare', 'catalogue', 'customer-stories', 'api', 'it', 'en', 'assets'])(
    'refuses %s',
    (slug) => {
      expect(reserved).toContain(slug)
    },
  )

  it.each(['about-us', 'chi-siamo', 'showcases', 'vetrine-refrigerate', 'custom-made', 'sustainability', 'trade-fair'])('leaves %s to pages', (slug) => {
    expect(reserved).not.toContain(slug)
  })

  it("is the plugin's copy (run `npm run content -- --reserved-slugs` after changing the route table)", () => {
    const copy = JSON.parse(readFileSync(new URL('../../../wordpress/lumera-site/reserved-slugs.json', import.meta.url), 'utf8')) as unknown
    expect(copy).toEqual(reserved)
  })
})
