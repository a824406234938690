import { describe, expect, it } from 'vitest'
import { siteBlocks } from './model'
import { parseBlocks } from './parse'
import { validateBlocks, type ReadCore } from './validate'

const readCore: ReadCore = (name, html) => (name === 'core/paragraph' && !html.includes('<p>') ? 'no text' : { html })
const check = (markup: string, top?: Parameters<typeof validateBlocks>[1]['top']) =>
  validateBlocks(parseBlocks(markup), { blocks: siteBlocks, readCore, top })
const names = (markup: string) => check(markup).blocks.map((b) => b.name)

describe('validateBlocks', () => {
  it.each([
    ['a hero with its heading', '<!-- wp:lumera/hero {"heading":"Cold"} /-->'],
    [
      'a hero with a picture and two actions',
      '<!-- wp:lumera/hero {"heading":"Cold","picture":{"src":"/images/home/hero.svg","width":1600,"height":1200},"actions":[{"label":"See","href":"/showcases"},{"label":"Ask","form":"quote"}]} /-->',
    ],
    [
      'a call to action opening a lead form',
      '<!-- wp:lumera/call-to-action {"heading":"News","actions":[{"label":"Subscribe","form":"newsletter"}]} /-->',
    ],
    ['products picked by slug', '<!-- wp:lumera/products {"products":["aurora-90-cake-display"]} /-->'],
    ['a collection row', '<!-- wp:lumera/products {"source":"collection","collection":"wine"} /-->'],
    ['the featured story', '<!-- wp:lumera/posts {"kind":"story","source":"featured"} /-->'],
    [
      'a section holding claims',
      '<!-- wp:lumera/section {"heading":"Why"} --><!-- wp:lumera/claims --><!-- wp:lumera/claim {"icon":"solar","title":"Sun","text":"90%"} /--><!-- /wp:lumera/claims --><!-- /wp:lumera/section -->',
    ],
    [
      'text beside a picture, with a paragraph',
      '<!-- wp:lumera/text-picture {"heading":"Workshop","picture":{"src":"/images/home/hero.svg","width":1,"height":1}} --><!-- wp:paragraph --><p>Steel</p><!-- /wp:paragraph --><!-- /wp:lumera/text-picture -->',
    ],
    [
      'core columns at the top',
      '<!-- wp:columns --><div><!-- wp:column --><div><!-- wp:paragraph --><p>A</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->',
    ],
  ])('keeps %s', (_, markup) => {
    const result = check(markup)
    expect(result.problems).toEqual([])
    expect(result.blocks).toHaveLength(1)
  })

  it.each([
    ['an unknown block', '<!-- wp:acme/slider {"x":1} /-->', 'acme/slider', 'unknown block'],
    ['HTML outside any block', '<p>Classic</p>', 'core/freeform', 'unknown block'],
    ['a hero without its heading', '<!-- wp:lumera/hero {"lead":"x"} /-->', 'lumera/hero', 'heading'],
    [
      'a hero with three actions',
      `<!-- wp:lumera/hero {"heading":"h","actions":[${'{"label":"a","href":"/"},'.repeat(2)}{"label":"a","href":"/"}]} /-->`,
      'lumera/hero',
      'actions',
    ],
    [
      'an action with both a link and a form',
      '<!-- wp:lumera/actions {"actions":[{"label":"a","href":"/","form":"quote"}]} /-->',
      'lumera/actions',
      'either href or form',
    ],
    [
      'an action to a form that does not exist',
      '<!-- wp:lumera/actions {"actions":[{"label":"a","form":"survey"}]} /-->',
      'lumera/actions',
      'form',
    ],
    ['a script link', '<!-- wp:lumera/actions {"actions":[{"label":"a","href":"javascript:alert(1)"}]} /-->', 'lumera/actions', 'href'],
    [
      'a protocol-relative link',
      '<!-- wp:lumera/actions {"actions":[{"label":"a","href":"//evil.example"}]} /-->',
      'lumera/actions',
      'href',
    ],
    ['markup in a plain label', '<!-- wp:lumera/actions {"actions":[{"label":"<b>a</b>","href":"/"}]} /-->', 'lumera/actions', 'markup'],
    [
      'a picture that is no address',
      '<!-- wp:lumera/picture {"picture":{"src":"data:image/png;base64,xx","width":1,"height":1}} /-->',
      'lumera/picture',
      'src',
    ],
    ['a colour outside the palette', '<!-- wp:lumera/section {"heading":"h","tint":"#ff0000"} /-->', 'lumera/section', 'tint'],
    ['a picked row without products', '<!-- wp:lumera/products {"source":"picked"} /-->', 'lumera/products', 'needs products'],
    ['a featured article', '<!-- wp:lumera/posts {"kind":"article","source":"featured"} /-->', 'lumera/posts', 'featured'],
    ['a bar on its own at the top', '<!-- wp:lumera/bar {"label":"R290","value":3} /-->', 'lumera/bar', 'not allowed at the top'],
    ['a banner inside a page', '<!-- wp:lumera/announcement {"text":"New"} /-->', 'lumera/announcement', 'not allowed at the top'],
    ['a heading too long', `<!-- wp:lumera/hero {"heading":"${'x'.repeat(161)}"} /-->`, 'lumera/hero', 'heading'],
  ])('leaves out %s and names it', (_, markup, block, reason) => {
    const result = check(markup)
    expect(result.blocks).toEqual([])
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]?.block).toBe(block)
    expect(result.problems[0]?.reason).toContain(reason)
  })

  it('keeps the rest of the page around a bad block', () => {
    expect(names('<!-- wp:lumera/hero {"heading":"A"} /--><!-- wp:acme/x /--><!-- wp:lumera/quote {"text":"B"} /-->')).toEqual([
      'lumera/hero',
      'lumera/quote',
    ])
  })

  it('leaves a child where its parent does not take it, and keeps the parent', () => {
    const result = check(
      '<!-- wp:lumera/steps {"heading":"How"} --><!-- wp:lumera/step {"title":"a","text":"b"} /--><!-- wp:lumera/claim {"icon":"solar","title":"a","text":"b"} /--><!-- /wp:lumera/steps -->',
    )
    expect(result.blocks[0]?.inner.map((b) => b.name)).toEqual(['lumera/step'])
    expect(result.problems).toEqual([{ block: 'lumera/claim', reason: 'not allowed in lumera/steps' }])
  })

  it('takes a core block the reader refuses as a problem', () => {
    expect(check('<!-- wp:paragraph --><!-- /wp:paragraph -->').problems).toEqual([{ block: 'core/paragraph', reason: 'no text' }])
  })

  it('fills the defaults of attributes an editor left as they were (WordPress does not save them)', () => {
    expect(check('<!-- wp:lumera/section {"heading":"h"} /-->').blocks[0]?.attrs).toMatchObject({
      tint: 'paper',
      actions: [],
      actionsAt: 'heading',
      eyebrow: '',
    })
  })

  it('ignores attributes it does not know (what a later editor adds)', () => {
    expect(check('<!-- wp:lumera/quote {"text":"B","className":"x","lock":{"move":true}} /-->').blocks[0]?.attrs).toEqual({
      text: 'B',
      cite: '',
      role: '',
    })
  })

  it('takes only the given blocks at the top (a notice)', () => {
    expect(check('<!-- wp:lumera/announcement {"text":"New"} /-->', ['lumera/announcement']).blocks).toHaveLength(1)
    expect(check('<!-- wp:lumera/hero {"heading":"h"} /-->', ['lumera/announcement']).problems[0]?.reason).toBe(
      'not allowed at the top of a page',
    )
  })
})
