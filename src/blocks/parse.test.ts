import { describe, expect, it } from 'vitest'
import { MAX_DEPTH, MAX_MARKUP_CHARS, parseBlocks } from './parse'

describe('parseBlocks', () => {
  it('reads a block comment with its attributes, and inner blocks with the HTML around them', () => {
    const markup = [
      '<!-- wp:lumera/hero {"heading":"Cold that \\u003cem\\u003eshows\\u003c/em\\u003e off","film":true} /-->',
      '',
      '<!-- wp:lumera/text-picture {"heading":"The workshop"} -->',
      '<!-- wp:paragraph -->',
      '<p>Every cabinet</p>',
      '<!-- /wp:paragraph -->',
      '<!-- /wp:lumera/text-picture -->',
    ].join('\n')
    const [hero, section] = parseBlocks(markup)
    expect(hero).toEqual({ name: 'lumera/hero', attrs: { heading: 'Cold that <em>shows</em> off', film: true }, content: [], inner: [] })
    expect(section?.name).toBe('lumera/text-picture')
    expect(section?.inner).toEqual([{ name: 'core/paragraph', attrs: {}, content: ['\n<p>Every cabinet</p>\n'], inner: [] }])
    expect(section?.content.filter((part) => part === null)).toHaveLength(1)
  })

  it('keeps HTML outside any block as core/freeform, and drops the whitespace between blocks', () => {
    expect(parseBlocks('\n\n<p>Classic</p>\n').map((b) => b.name)).toEqual(['core/freeform'])
    expect(parseBlocks('\n  \n')).toEqual([])
  })

  it('takes attributes that are not an object as none', () => {
    expect(parseBlocks('<!-- wp:lumera/hero ["a"] /-->')[0]?.attrs ?? {}).toEqual({})
  })

  it('cuts nesting deeper than the limit', () => {
    const open = Array.from({ length: MAX_DEPTH + 3 }, () => '<!-- wp:lumera/section -->').join('')
    const close = Array.from({ length: MAX_DEPTH + 3 }, () => '<!-- /wp:lumera/section -->').join('')
    let depth = 0
    for (let node = parseBlocks(open + close)[0]; node; node = node.inner[0]) depth++
    expect(depth).toBe(MAX_DEPTH)
  })

  it('refuses markup over the limit unread', () => {
    expect(() => parseBlocks('x'.repeat(MAX_MARKUP_CHARS + 1))).toThrow(/over the limit/)
  })
})
