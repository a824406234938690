import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { localeCodes } from '#app-config'
import { countryOptions } from './countries'
import { countryOptionsMarkup, escapeHtml } from './countryOptionsMarkup'

/** The select as React writes it from option elements (the form's markup before decision 0060). */
function asElements(locale: (typeof localeCodes)[number], choose: string, value: string) {
  const options = [
    createElement('option', { key: '', value: '' }, choose),
    ...countryOptions(locale).map(({ code, name }) => createElement('option', { key: code, value: code }, name)),
  ]
  return renderToStaticMarkup(createElement('select', { name: 'country', value, onChange: () => {} }, options))
}

const asMarkup = (locale: (typeof localeCodes)[number], choose: string, value: string) =>
  renderToStaticMarkup(
    createElement('select', {
      name: 'country',
      value,
      onChange: () => {},
      dangerouslySetInnerHTML: { __html: countryOptionsMarkup(locale, choose, value) },
    }),
  )

describe('the country options as one string', () => {
  for (const locale of localeCodes)
    for (const value of ['', 'IT', 'CI', 'US', 'XX'])
      it(`is the markup React writes for the option elements (${locale}, value "${value}")`, () => {
        expect(asMarkup(locale, 'Choose <one> & "go"', value)).toBe(asElements(locale, 'Choose <one> & "go"', value))
      })

  it('marks exactly the chosen country', () => {
    const markup = countryOptionsMarkup('it', 'Seleziona…', 'FR')
    expect(markup.match(/selected=""/g)).toHaveLength(1)
    expect(markup).toContain('<option value="FR" selected="">Francia</option>')
    expect(countryOptionsMarkup('it', 'Seleziona…', 'IT')).toContain('<option value="IT" selected="">Italia</option>')
  })

  it("escapes as React does, apostrophes included (Côte d'Ivoire)", () => {
    expect(escapeHtml(`<a href="x">Côte d'Ivoire & co</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Côte d&#x27;Ivoire &amp; co&lt;/a&gt;')
  })
})
