import { describe, expect, it } from 'vitest'
import { cssString, printFrameCss } from './printFrame'

describe('cssString', () => {
  it.each([
    ['Printed on 27 November 2026', '"Printed on 27 November 2026"'],
    ["Via dell'Artigianato 14", `"Via dell'Artigianato 14"`],
    ['a "quoted" word', '"a \\"quoted\\" word"'],
    ['back\\slash', '"back\\\\slash"'],
    ['two\nlines', '"two lines"'],
    ['two\r\nlines', '"two lines"'],
    ['</style><script>', '"\\3c /style>\\3c script>"'],
  ])('%j -> %s', (text, css) => expect(cssString(text)).toBe(css))
})

describe('printFrameCss', () => {
  it('puts the date at the top right and the address at the bottom left of every page of the comparison', () => {
    expect(printFrameCss({ date: 'Stampato il 27 novembre 2026', address: 'Lumera · Pesaro' })).toBe(
      '@page compare{@top-right{content:"Stampato il 27 novembre 2026"}@bottom-left{content:"Lumera · Pesaro"}}',
    )
  })
})
