/**
 * The country list's `<option>`s as one HTML string, for `<select dangerouslySetInnerHTML>`. As elements, the
 * 250-odd options of a lead form cost React 1.5-2.3 ms per render on the server (decision 0031: a sixth of the
 * contact and landing pages' CPU) and as many fibers to hydrate in the browser; as a string they cost nothing
 * after the first one per language. The markup is what React wrote for the elements (its escaping, `selected=""`
 * after the value), so pages read the same with or without JavaScript.
 */
import type { Locale } from '#app-config'
import { countryOptions } from './countries'

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!)

const option = (value: string, label: string) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`

const byLocale = new Map<string, string>()

/**
 * The options of the country select in `locale`: first the empty choice labelled `chooseLabel`, then every
 * country (Italy first); the one whose code is `selected` marked as React marks it.
 */
export function countryOptionsMarkup(locale: Locale, chooseLabel: string, selected: string): string {
  const key = `${locale}\n${chooseLabel}`
  let markup = byLocale.get(key)
  if (markup === undefined) {
    markup =
      option('', chooseLabel) +
      countryOptions(locale)
        .map(({ code, name }) => option(code, name))
        .join('')
    byLocale.set(key, markup)
  }
  const chosen = `<option value="${escapeHtml(selected)}">`
  return markup.replace(chosen, () => `<option value="${escapeHtml(selected)}" selected="">`)
}
