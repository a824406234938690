import { describe, expect, it } from 'vitest'
import { buildCountryLists } from './countryList'

describe('buildCountryLists', () => {
  const lists = buildCountryLists(['DE', 'IT', 'AT', 'FR', 'ZZ'], ['en', 'it'])

  it('puts Italy first, then sorts by name in each language', () => {
    expect(lists.en!.map(([code]) => code)).toEqual(['IT', 'AT', 'FR', 'DE', 'ZZ'])
    expect(lists.it!.map(([, name]) => name).slice(0, 4)).toEqual(['Italia', 'Austria', 'Francia', 'Germania'])
  })

  it('keeps every code exactly once per language, with a name even when the platform has none', () => {
    for (const list of Object.values(lists)) expect(list.map(([code]) => code).sort()).toEqual(['AT', 'DE', 'FR', 'IT', 'ZZ'])
    expect(lists.en!.find(([code]) => code === 'ZZ')?.[1]).toBeTruthy()
  })
})
