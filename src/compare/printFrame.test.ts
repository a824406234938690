import { describe, expect, it } from 'vitest'
import { cssString, printFrameCss, printFrameStyle } from './printFrame'

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

describe('printFrameStyle', () => {
  it("writes the day and the maker's name, address and contacts in the page's language", () => {
    const css = printFrameStyle('27 November 2026')
    expect(css).toContain('@top-right{content:"Printed on 27 November 2026"}')
    expect(css).toContain(
      `@bottom-left{content:"Lumera Vetrine Refrigerate S.r.l. · Via dell'Artigianato 14, 61122 Pesaro (PU), Italy · +39 0721 415 200 · info@lumera-vetrine.it"}`,
    )
  })
})
