/**
 * What each printed page of a comparison carries in its margins (issue 40): the wordmark, the day it was printed,
 * the maker's name and address, and the page number. CSS page-margin boxes hold only text set in the stylesheet, so
 * the page writes the parts that change with the language and the day into a small style of its own.
 */

/** A CSS string: quotes and backslashes escaped, line breaks as spaces, and no `<` that could end the style element. */
export function cssString(text: string): string {
  return `"${text
    .replace(/[\\"]/g, '\\$&')
    .replace(/[\r\n]+/g, ' ')
    .replace(/</g, '\\3c ')}"`
}

/** The margin boxes of the `compare` page: the date at the top right, the address at the bottom left. */
export function printFrameCss({ date, address }: { date: string; address: string }): string {
  return `@page compare{@top-right{content:${cssString(date)}}@bottom-left{content:${cssString(address)}}}`
}
