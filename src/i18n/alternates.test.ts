import { describe, expect, it } from 'vitest'
import { counterpartPath, LOCALE_CHOICE_ATTRIBUTE, otherLocales, rememberLocaleChoiceScript } from './alternates'

describe('counterpartPath', () => {
  it.each([
    ['/', 'it', '/it'],
    ['/', 'en', '/'],
    ['/it', 'en', '/'],
    ['/it', 'it', '/it'],
    ['/about-us', 'it', '/it/chi-siamo'],
    ['/it/chi-siamo', 'en', '/about-us'],
    ['/showcases/pastisserie', 'it', '/it/vetrine-refrigerate/pasticceria'],
    ['/it/cerca', 'en', '/search'],
    ['/unknown', 'it', '/it'],
    ['/it/sconosciuta', 'en', '/'],
    ['/about-us/extra', 'it', '/it'],
    ['/trade-fair', 'it', '/it'],
    ['/it/chi-siamo', 'de', '/de/ueber-uns'],
    ['/de/vitrinen/eis', 'it', '/it/vetrine-refrigerate/pasticceria'],
    ['/de', 'en', '/'],
  ] as const)('%s in %s is %s', (from, to, expected) => {
    expect(counterpartPath(from, to)).toBe(expected)
  })

  it('opens a page of its own in the other language by its own slug there', () => {
    expect(counterpartPath('/trade-fair', 'it', { en: 'trade-fair', it: 'fiera' })).toBe('/it/fiera')
  })

  it('uses the slug of the other language when the page knows it', () => {
    expect(counterpartPath('/product/aurora-90-cake-display', 'it', { en: 'aurora-90-cake-display', it: 'aurora-90-vetrina-dolci' })).toBe(
      '/it/prodotto/aurora-90-vetrina-dolci',
    )
    expect(counterpartPath('/it/storie-dei-clienti/storia', 'en', { it: 'storia', en: 'story' })).toBe('/customer-stories/story')
  })

  it('keeps the slug when the other language has none', () => {
    expect(counterpartPath('/product/only-english', 'it')).toBe('/it/prodotto/only-english')
    expect(counterpartPath('/product/only-english', 'it', { en: 'only-english' })).toBe('/it/prodotto/only-english')
    expect(counterpartPath('/it/prodotto/solo-italiano', 'en', {})).toBe('/product/solo-italiano')
  })

  it('carries a slug that needs encoding through decoded, then encoded again', () => {
    expect(counterpartPath('/product/caf%C3%A9-90', 'it')).toBe('/it/prodotto/caf%C3%A9-90')
    expect(counterpartPath('/product/a', 'it', { it: 'vetrina à 90' })).toBe('/it/prodotto/vetrina%20%C3%A0%2090')
  })

  it('ignores slugs on a page that has none', () => {
    expect(counterpartPath('/about-us', 'it', { it: 'storia' })).toBe('/it/chi-siamo')
  })
})

describe('otherLocales', () => {
  it.each([
    ['en', ['it', 'de']],
    ['it', ['en', 'de']],
    ['de', ['en', 'it']],
  ] as const)('besides %s: %j', (current, others) => {
    expect(otherLocales(current).map((l) => l.code)).toEqual(others)
  })
})

describe('rememberLocaleChoiceScript', () => {
  /** Runs the inline script against a document and returns what a click on `target` wrote into its cookie. */
  function cookieAfterClick(target: unknown): string {
    let listener: ((event: { target: unknown }) => void) | undefined
    const document = { cookie: '', addEventListener: (type: string, fn: typeof listener) => type === 'click' && (listener = fn) }
    new Function('document', 'Element', rememberLocaleChoiceScript())(document, FakeElement)
    listener!({ target })
    return document.cookie
  }
  class FakeElement {
    constructor(private readonly choice: string | null) {}
    closest(selector: string) {
      expect(selector).toBe(`a[${LOCALE_CHOICE_ATTRIBUTE}]`)
      return this.choice === null ? null : { getAttribute: (name: string) => (name === LOCALE_CHOICE_ATTRIBUTE ? this.choice : null) }
    }
  }

  it.each(['it', 'en', 'de'] as const)(
    'a click on the switch to %s keeps it in the language cookie for a year, on the whole site',
    (locale) => {
      expect(cookieAfterClick(new FakeElement(locale))).toBe(`PARAGLIDE_LOCALE=${locale}; path=/; max-age=31536000; SameSite=Lax`)
    },
  )

  it.each([
    ['a click elsewhere', new FakeElement(null)],
    ['a language the site does not speak', new FakeElement('fr')],
    ['a value that would add cookie attributes', new FakeElement('it; domain=example.com')],
    ['an empty choice', new FakeElement('')],
    ['a click on the document itself (no element)', {}],
  ])('%s writes nothing', (_, target) => {
    expect(cookieAfterClick(target)).toBe('')
  })
})
