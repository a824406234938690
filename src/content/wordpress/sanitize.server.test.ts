import { describe, expect, it } from 'vitest'
import { sanitizePostHtml } from './sanitize.server'

const origin = 'https://cms.lumera.example'
const clean = (html: string, locale: 'en' | 'it' = 'en') => sanitizePostHtml(html, { origin, locale })

describe('sanitizePostHtml: what never survives', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', /script|alert/],
    ['an event handler', '<p onclick="alert(1)">Hi</p><img src="x" onerror="alert(1)">', /onclick|onerror|alert/],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>', /javascript|alert/i],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:|alert/],
    ['a form', '<form action="https://evil.example"><input name="card"><button>Pay</button></form>', /form|input|button|Pay/],
    ['a style element', '<style>body{display:none}</style><p>Hi</p>', /style|display/],
    ['a style attribute', '<p style="position:fixed;inset:0;z-index:99">Hi</p>', /style|fixed/],
    ['classes and ids', '<p class="wp-block x" id="post-products">Hi</p>', /class|id=/],
    ['an object', '<object data="x.swf"></object><embed src="x.swf">', /object|embed|swf/],
    ['an unknown iframe', '<iframe src="https://evil.example/page"></iframe>', /iframe|evil/],
    ['an svg with a script', '<svg><script>alert(1)</script></svg>', /svg|alert/],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /meta|evil/],
    ['a base tag', '<base href="https://evil.example/">', /base|evil/],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', /evil/],
    ['an editor’s own placeholder tag', '<lumera-embed data-i="0"></lumera-embed>', /lumera|figure/],
  ])('%s', (_, html, forbidden) => {
    expect(clean(html).html).not.toMatch(forbidden)
  })

  it('leaves no trace of what it dropped', () => {
    const out = clean('<ol><li>One <img src="https://elsewhere.example/a.jpg"> <iframe src="https://evil.example"></iframe></li><li>Two <lumera-embed data-i="0"></lumera-embed></li></ol><p>End</p>')
    expect(out.html).toBe('<ol><li>One  </li><li>Two </li></ol><p>End</p>')
    const mixed = clean('<div style="x">Overlay</div><iframe src="https://evil.example/frame"></iframe><figure><div><iframe title="T" src="https://youtu.be/dQw4w9WgXcQ"></iframe></div></figure><h1>A</h1><ol><li>One</li></ol>').html
    expect(mixed).not.toContain('lumera')
    expect(mixed).toMatch(/^Overlay<figure><figure class="post-embed"[^]*<\/figure><\/figure><h2>A<\/h2><ol><li>One<\/li><\/ol>$/)
  })

  it('drops an image from another origin, and the figure it leaves empty', () => {
    const out = clean('<figure><img src="https://elsewhere.example/a.jpg" alt="x"></figure><p>Text</p>')
    expect(out.html).toBe('<p>Text</p>')
    expect(out.images).toEqual([])
  })
})

describe('sanitizePostHtml: what is kept and made the site’s', () => {
  it('keeps text structure and starts headings at h2', () => {
    const out = clean('<h1>A</h1><h2>B</h2><h5>C</h5><ul><li><strong>x</strong></li></ul><blockquote><p>q</p><cite>c</cite></blockquote>')
    expect(out.html).toBe('<h2>A</h2><h2>B</h2><h4>C</h4><ul><li><strong>x</strong></li></ul><blockquote><p>q</p><cite>c</cite></blockquote>')
  })

  it('unwraps layout wrappers but keeps their text', () => {
    expect(clean('<div class="wp-block-group"><span style="color:red">Hello</span></div>').html).toBe('Hello')
  })

  it('keeps safe links; external ones do not pass the opener or the page address', () => {
    const out = clean(`<a href="https://example.com/x" target="_blank">e</a><a href="mailto:info@lumera-vetrine.it">m</a><a href="${origin}/x">w</a><a href="/contact">c</a>`)
    expect(out.html).toBe(
      `<a href="https://example.com/x" rel="noopener noreferrer">e</a><a href="mailto:info@lumera-vetrine.it">m</a><a href="${origin}/x">w</a><a href="/contact">c</a>`,
    )
  })

  it('serves WordPress images through the image service, in a picture of AVIF, WebP and JPEG, with srcset, sizes and their size', () => {
    const out = clean(
      `<figure class="wp-block-image"><img src="${origin}/wp-content/uploads/2026/11/counter-1024x768.jpg" srcset="${origin}/a.jpg 300w" alt="A counter" width="1024" height="768" class="wp-image-5"><figcaption>The counter</figcaption></figure><img src="/wp-content/uploads/b.jpg">`,
    )
    expect(out.images).toEqual([`${origin}/wp-content/uploads/2026/11/counter-1024x768.jpg`, `${origin}/wp-content/uploads/b.jpg`])
    const sizes = 'sizes="\\(min-width: 720px\\) 672px, calc\\(100vw - 2.5rem\\)"'
    expect(out.html).toMatch(
      new RegExp(
        `<figure><picture><source type="image/avif" srcset="/api/images/[0-9a-f]{16}/320\\.avif 320w, [^"]*1280\\.avif 1280w" ${sizes} />` +
          `<source type="image/webp" srcset="/api/images/[0-9a-f]{16}/320\\.webp 320w, [^"]*1280\\.webp 1280w" ${sizes} />` +
          `<img src="/api/images/[0-9a-f]{16}/800\\.jpg" srcset="/api/images/[0-9a-f]{16}/320\\.jpg 320w, [^"]*1280\\.jpg 1280w" ${sizes} alt="A counter" width="1024" height="768" loading="lazy" decoding="async" /></picture>`,
      ),
    )
    expect(out.html).not.toContain('data-p')
    expect(out.html).toContain('<figcaption>The counter</figcaption>')
    expect(out.html).not.toContain(origin)
    // No width or height given: none invented.
    expect(out.html).toMatch(/<img src="\/api\/images\/[0-9a-f]{16}\/800\.jpg"[^>]*alt="" loading="lazy"/)
  })

  it('turns a YouTube player into a consent placeholder in the post’s language', () => {
    const iframe = '<iframe title="The Aurora line" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" allow="autoplay" onload="x()"></iframe>'
    const en = clean(`<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">${iframe}</div></figure>`).html
    expect(en).not.toContain('<iframe')
    expect(en).toContain('data-embed-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"')
    expect(en).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer">Watch it on YouTube</a>')
    expect(en).toContain('<figcaption>The Aurora line</figcaption>')
    expect(en).toContain('Load the video from YouTube')
    const it = clean(iframe, 'it').html
    expect(it).toContain('Guardalo su YouTube')
    expect(it).toContain('Carica il video da YouTube')
  })

  it('escapes a hostile title in the placeholder', () => {
    const out = clean('<iframe title="&quot;><script>alert(1)</script>" src="https://player.vimeo.com/video/76979871"></iframe>').html
    expect(out).not.toContain('<script')
    expect(out).toContain('data-embed-player="https://player.vimeo.com/video/76979871"')
  })

  it('gives the text alone for the reading time', () => {
    expect(clean('<h2>Title</h2><p>Two <em>words</em></p><script>var hidden</script>').text).toBe('TitleTwo words')
  })
})

describe('sanitizePostHtml: attributes, one by one', () => {
  it.each([
    ['a link’s title', '<a href="/x" title="More">x</a>', '<a href="/x" title="More">x</a>'],
    ['spaces around a link', '<a href="  /x  ">x</a>', '<a href="/x">x</a>'],
    ['a link without an address', '<a name="top">x</a>', '<a>x</a>'],
    ['a link to a page of the site', '<a href="https://www.lumera-vetrine.it/it">x</a>', '<a href="https://www.lumera-vetrine.it/it" rel="noopener noreferrer">x</a>'],
    ['an external link in capitals', '<a href="HTTP://example.com/">x</a>', '<a href="HTTP://example.com/" rel="noopener noreferrer">x</a>'],
    ['a phone link', '<a href="tel:+390212345">x</a>', '<a href="tel:+390212345">x</a>'],
    ['an editor’s own rel', '<a href="/x" rel="sponsored" target="_blank">x</a>', '<a href="/x">x</a>'],
    ['table spans and scope', '<table><tr><th colspan="2" scope="col" class="x">A</th></tr><tr><td rowspan="2" headers="a">B</td></tr></table>', '<table><tr><th colspan="2" scope="col">A</th></tr><tr><td rowspan="2">B</td></tr></table>'],
    ['an abbreviation’s title', '<abbr title="Heating, ventilation" lang="en">HVAC</abbr>', '<abbr title="Heating, ventilation">HVAC</abbr>'],
    ['small headings', '<h6>A</h6><h3>B</h3><h4>C</h4>', '<h4>A</h4><h3>B</h3><h4>C</h4>'],
    ['an emptied paragraph or figure', '<p> </p><figure>\n</figure><p>x</p><div></div>', '<p>x</p>'],
  ])('%s', (_, html, out) => {
    expect(clean(html).html).toBe(out)
  })

  it.each([
    ['no width or height', ''],
    ['only a width', 'width="800"'],
    ['a zero size', 'width="0" height="600"'],
    ['a size with a unit', 'width="800px" height="600"'],
    ['a size past five digits', 'width="123456" height="600"'],
    ['a fractional size', 'width="800.5" height="600"'],
  ])('invents no size for an image with %s', (_, size) => {
    const { html } = clean(`<img src="${origin}/a.jpg" ${size} alt="A">`)
    expect(html).not.toMatch(/width=|height=/)
    expect(html).toContain('alt="A"')
  })

  it('keeps a whole size of up to five digits', () => {
    expect(clean(`<img src="${origin}/a.jpg" width="12000" height="9">`).html).toMatch(/ alt="" width="12000" height="9" loading="lazy" decoding="async" \/><\/picture>$/)
  })

  it.each([
    ['an image without a source', '<p>x<img alt="A"></p>'],
    ['an image with an empty source', '<p>x<img src="" alt="A"></p>'],
    ['an image whose source is not a URL', '<p>x<img src="http://[bad" alt="A"></p>'],
    ['an image on another origin', '<p>x<img src="https://elsewhere.example/a.jpg" alt="A"></p>'],
    ['an image from a data: URL', '<p>x<img src="data:image/png;base64,AAAA" alt="A"></p>'],
  ])('drops %s', (_, html) => {
    const out = clean(html)
    expect(out.html).toBe('<p>x</p>')
    expect(out.images).toEqual([])
  })

  it('names a player by its title, cut at 200 characters, or by its provider when it has none', () => {
    const titled = clean(`<iframe title="  ${'T'.repeat(250)}  " src="https://vimeo.com/76979871"></iframe>`).html
    expect(titled).toContain(`data-embed-title="Video: ${'T'.repeat(200)}"`)
    expect(titled).toContain(`<figcaption>${'T'.repeat(200)}</figcaption>`)
    const untitled = clean('<iframe src="https://vimeo.com/76979871"></iframe>').html
    expect(untitled).toContain('data-embed-title="Watch it on Vimeo"')
    expect(untitled).not.toContain('figcaption')
    expect(untitled).toBe(
      '<figure class="post-embed" data-embed-player="https://player.vimeo.com/video/76979871" data-embed-title="Watch it on Vimeo"><div class="post-embed-frame"><p>This video is hosted by Vimeo, which may set cookies and learn that you watched it. It loads only if you ask for it.</p><p><button type="button" class="post-embed-load" hidden>Load the video from Vimeo</button> <a href="https://vimeo.com/76979871" rel="noopener noreferrer">Watch it on Vimeo</a></p></div></figure>',
    )
  })

  it('keeps each player in its place, in order', () => {
    const html = clean('<p>A</p><iframe src="https://youtu.be/dQw4w9WgXcQ"></iframe><p>B</p><iframe src="https://vimeo.com/76979871"></iframe>').html
    expect(html.indexOf('youtube-nocookie')).toBeGreaterThan(html.indexOf('<p>A</p>'))
    expect(html.indexOf('youtube-nocookie')).toBeLessThan(html.indexOf('<p>B</p>'))
    expect(html.indexOf('player.vimeo.com')).toBeGreaterThan(html.indexOf('<p>B</p>'))
  })

  it('escapes what it writes into the placeholder', () => {
    const html = clean(`<iframe title="Tom's &quot;best&quot; <b>& co</b>" src="https://vimeo.com/76979871"></iframe>`).html
    expect(html).toContain('data-embed-title="Video: Tom&#39;s &quot;best&quot; &lt;b&gt;&amp; co&lt;/b&gt;"')
  })

  it('gives the text of a post without markup as it is, trimmed', () => {
    expect(clean('  <p>Caffè &amp; vetrine</p>\n').html).toBe('<p>Caffè &amp; vetrine</p>')
    expect(clean('<p>Caffè &amp; vetrine</p>').text).toBe('Caffè &amp; vetrine')
  })
})

describe('sanitizePostHtml: more edges', () => {
  it.each([
    ['header cells that span rows, data cells that span columns', '<table><tr><th rowspan="2">A</th><td colspan="3">B</td></tr></table>', '<table><tr><th rowspan="2">A</th><td colspan="3">B</td></tr></table>'],
    ['a relative link that carries an address in its query', '<a href="/search?next=https://example.com">x</a>', '<a href="/search?next=https://example.com">x</a>'],
  ])('%s', (_, html, out) => {
    expect(clean(html).html).toBe(out)
  })

  it('writes an untitled player’s placeholder in Italian for an Italian post', () => {
    const html = clean('<iframe src="https://vimeo.com/76979871"></iframe>', 'it').html
    expect(html).toContain('data-embed-title="Guardalo su Vimeo"')
    expect(html).toContain('<p>Questo video è ospitato da Vimeo, che potrebbe impostare cookie e sapere che lo hai guardato. Si carica solo se lo chiedi tu.</p>')
  })

  it('keeps every player of a post with many', () => {
    const html = clean(Array.from({ length: 12 }, (_, i) => `<p>${i}</p><iframe src="https://vimeo.com/${1000 + i}"></iframe>`).join('')).html
    expect(html).not.toContain('lumera')
    for (let i = 0; i < 12; i++) expect(html).toContain(`data-embed-player="https://player.vimeo.com/video/${1000 + i}"`)
  })
})
