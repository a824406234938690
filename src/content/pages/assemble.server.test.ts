import { describe, expect, it } from 'vitest'
import { assembleBlocks, assembleNotice } from './assemble.server'

const context = { siteOrigin: 'https://www.lumera.test', mediaOrigin: 'https://cms.lumera.test' }
const one = (markup: string) => assembleBlocks(markup, context)

describe('rich text, as an editor wrote it', () => {
  it.each([
    ['emphasis and a line break stay', 'Cold <strong>that</strong> shows<br>off', 'Cold <strong>that</strong> shows<br />off'],
    ['a script goes, with its text', 'Cold<script>alert(1)</script>', 'Cold'],
    ['an event handler goes', '<em onmouseover="alert(1)">Cold</em>', '<em>Cold</em>'],
    ['a style and a class go', '<span style="color:red" class="x">Cold</span>', 'Cold'],
    ['a link to the site becomes a path of the site', '<a href="https://www.lumera.test/it/chi-siamo#x">us</a>', '<a href="/it/chi-siamo#x">us</a>'],
    ['an outside link opens without the opener', '<a href="https://example.com">them</a>', '<a href="https://example.com" rel="noopener noreferrer">them</a>'],
    ['a script link loses its address', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an image goes', 'A<img src="https://evil.example/x.png">', 'A'],
  ])('%s', (_, html, expected) => {
    const [block] = one(`<!-- wp:lumera/quote ${JSON.stringify({ text: html })} /-->`).blocks
    expect(block?.attrs.text).toBe(expected)
  })

  it('leaves out a block whose words are nothing once sanitised', () => {
    const result = one('<!-- wp:lumera/quote {"text":"<script>x</script>"} /-->')
    expect(result.blocks).toEqual([])
    expect(result.problems[0]?.block).toBe('lumera/quote')
  })
})

describe('core blocks', () => {
  it('reads a paragraph, a heading (h2 to h4) and a list as WordPress 6.1 saves them', () => {
    const { blocks, problems } = one(
      [
        '<!-- wp:paragraph --><p class="has-text-color">Cold <em>glass</em></p><!-- /wp:paragraph -->',
        '<!-- wp:heading {"level":1} --><h1>Top</h1><!-- /wp:heading -->',
        '<!-- wp:heading {"level":6} --><h6>Low</h6><!-- /wp:heading -->',
        '<!-- wp:list {"ordered":true} --><ol><li>One</li><li><strong>Two</strong></li></ol><!-- /wp:list -->',
      ].join(''),
    )
    expect(problems).toEqual([])
    expect(blocks.map((b) => b.attrs)).toEqual([
      { html: 'Cold <em>glass</em>' },
      { html: 'Top', level: 2 },
      { html: 'Low', level: 4 },
      { ordered: true, items: ['One', '<strong>Two</strong>'] },
    ])
  })

  it('takes an image from the media library only, with its size, alternative text and caption', () => {
    const image = (src: string) => `<!-- wp:image {"id":7} --><figure class="wp-block-image"><img src="${src}" alt="A &quot;counter&quot;" width="800" height="600"/><figcaption>In <em>Milan</em></figcaption></figure><!-- /wp:image -->`
    expect(one(image('https://cms.lumera.test/wp-content/uploads/a.jpg')).blocks[0]?.attrs).toEqual({
      picture: { id: 7, src: 'https://cms.lumera.test/wp-content/uploads/a.jpg', alt: 'A "counter"', width: 800, height: 600 },
      caption: 'In <em>Milan</em>',
    })
    expect(one(image('https://cms.lumera.test/wp-content/uploads/a.jpg')).images).toEqual(['https://cms.lumera.test/wp-content/uploads/a.jpg'])
    expect(one(image('https://evil.example/a.jpg')).problems).toEqual([{ block: 'core/image', reason: 'a picture from outside the media library' }])
  })

  it('reads a button, its style and its link; refuses one without a link', () => {
    const button = (inner: string, cls = '') => `<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button ${cls}">${inner}</div><!-- /wp:button --></div><!-- /wp:buttons -->`
    const [buttons] = one(button('<a class="wp-block-button__link" href="https://www.lumera.test/contact">Talk to us</a>', 'is-style-outline')).blocks
    expect(buttons?.inner[0]?.attrs).toEqual({ label: 'Talk to us', href: '/contact', style: 'secondary' })
    expect(one(button('<a class="wp-block-button__link">No link</a>')).problems).toEqual([{ block: 'core/button', reason: 'a button needs a label and a link' }])
    expect(one(button('<a href="javascript:alert(1)">x</a>')).problems[0]?.block).toBe('core/button')
  })
})

describe('pictures of the site blocks', () => {
  const hero = (src: string) => `<!-- wp:lumera/hero ${JSON.stringify({ heading: 'h', picture: { src, width: 10, height: 10 } })} /-->`

  it('takes a drawing of the site or a photo from the media library', () => {
    expect(one(hero('/images/home/hero.svg')).blocks).toHaveLength(1)
    expect(one(hero('https://cms.lumera.test/wp-content/uploads/x.jpg')).images).toEqual(['https://cms.lumera.test/wp-content/uploads/x.jpg'])
  })

  it('leaves out a block with a photo from anywhere else', () => {
    expect(one(hero('https://evil.example/x.jpg')).problems).toEqual([{ block: 'lumera/hero', reason: 'a picture from outside the media library' }])
    expect(assembleBlocks(hero('https://cms.lumera.test/x.jpg'), { siteOrigin: context.siteOrigin }).blocks).toEqual([])
  })
})

describe('assembleNotice', () => {
  it('keeps the first of two notice blocks and says so', () => {
    const result = assembleNotice('<!-- wp:lumera/announcement {"text":"A"} /--><!-- wp:lumera/announcement {"text":"B"} /-->', context)
    expect(result.blocks.map((b) => b.attrs.text)).toEqual(['A'])
    expect(result.problems).toEqual([{ block: 'notice', reason: 'holds more than one block: the first is shown' }])
  })

  it('refuses a page block in a notice', () => {
    expect(assembleNotice('<!-- wp:lumera/hero {"heading":"h"} /-->', context).blocks).toEqual([])
  })
})
