/**
 * The country `<option>`s as one HTML string, for `<select dangerouslySetInnerHTML>`: as elements, the 250-odd options
 * cost each server render and hydration a great deal (decision 0060). The markup is what React writes for them (its
 * escaping, `selected=""`), so pages read the same with or without JavaScript.
 */
import type { Locale } from '#app-config'
import { countryOptions } from './countries'

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!)

const option = (value: string, label: string) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`

const byLocale = new Map<string, string>()

/** The empty choice labelled `chooseLabel`, then every country (Italy first), `selected` marked as React marks it. */
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
