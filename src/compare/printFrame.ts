import { company } from '#app-config'
import { m } from '#src/paraglide/messages.js'

/** The margins of a printed comparison's pages: page-margin boxes hold only stylesheet text (docs/decisions/0048). */

/** A CSS string: quotes and backslashes escaped, line breaks as spaces, and no `<` that could end the style element. */
export function cssString(text: string): string {
  return `"${text
    .replace(/[\\"]/g, '\\$&')
    .replace(/[\r\n]+/g, ' ')
    .replace(/</g, '\\3c ')}"`
}

export function printFrameCss({ date, address }: { date: string; address: string }): string {
  return `@page compare{@top-right{content:${cssString(date)}}@bottom-left{content:${cssString(address)}}}`
}

export function printFrameStyle(printedOn: string): string {
  const address = `${company.legalName} · ${company.street}, ${company.postalCode} ${company.city} (${company.province}), ${m.footer_country()} · ${company.phone} · ${company.email}`
  return printFrameCss({ date: m.compare_printed_on({ date: printedOn }), address })
}
