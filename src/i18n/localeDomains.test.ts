import { describe, expect, it } from 'vitest'
import { parseLocaleDomains } from './localeDomains'

describe('LOCALE_DOMAINS', () => {
  it.each([
    [undefined, 'https://lumera.com', { origin: 'https://lumera.com', domains: {} }],
    ['', 'https://lumera.com/', { origin: 'https://lumera.com', domains: {} }],
    [
      'it=lumera.it,de=lumera.de',
      'https://lumera.com',
      { origin: 'https://lumera.com', domains: { it: 'https://lumera.it', de: 'https://lumera.de' } },
    ],
    [' it = Lumera.IT ', 'http://localhost:3000', { origin: 'http://localhost:3000', domains: { it: 'http://lumera.it' } }],
    [
      'de=de.lumera.test:6081',
      'http://lumera.test:6081',
      { origin: 'http://lumera.test:6081', domains: { de: 'http://de.lumera.test:6081' } },
    ],
    ['it=lumera.it:443', 'https://lumera.com', { origin: 'https://lumera.com', domains: { it: 'https://lumera.it' } }],
  ])('%j with PUBLIC_URL %s', (raw, publicUrl, expected) => expect(parseLocaleDomains(raw, publicUrl)).toEqual(expected))

  it.each([
    ['it', 'must be <language>=<host>'],
    ['it=lumera.it=x', 'must be <language>=<host>'],
    ['fr=lumera.fr', '"fr" is not one of the site\'s languages'],
    ['en=lumera.co.uk', 'en is served at PUBLIC_URL'],
    ['it=https://lumera.it', 'must be a host name'],
    ['it=lumera.it/shop', 'must be a host name'],
    ['it=user@lumera.it', 'must be a host name'],
    ['it=lumera.it:99999', 'must be a host name'],
    ['it=-lumera.it', 'must be a host name'],
    ['it=lumera.it,it=lumera.eu', 'it is given two domains'],
    ['it=lumera.it,de=lumera.it', 'lumera.it is given twice'],
    ['it=lumera.com', 'lumera.com is given twice (or is PUBLIC_URL'],
  ])('refuses %j', (raw, problem) => expect(parseLocaleDomains(raw, 'https://lumera.com')).toContain(problem))
})
