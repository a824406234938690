/** The margins of a printed comparison's pages: page-margin boxes hold only stylesheet text (docs/decisions/0041). */

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
