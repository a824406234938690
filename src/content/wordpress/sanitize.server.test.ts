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

  it('serves WordPress images through the image service, with srcset, sizes and their size', () => {
    const out = clean(
      `<figure class="wp-block-image"><img src="${origin}/wp-content/uploads/2026/11/counter-1024x768.jpg" srcset="${origin}/a.jpg 300w" alt="A counter" width="1024" height="768" class="wp-image-5"><figcaption>The counter</figcaption></figure><img src="/wp-content/uploads/b.jpg">`,
    )
    expect(out.images).toEqual([`${origin}/wp-content/uploads/2026/11/counter-1024x768.jpg`, `${origin}/wp-content/uploads/b.jpg`])
    expect(out.html).toMatch(/<img src="\/api\/images\/[0-9a-f]{16}\/800" srcset="\/api\/images\/[0-9a-f]{16}\/320 320w, [^"]*1280w" sizes="\(min-width: 720px\) 672px, calc\(100vw - 2.5rem\)" alt="A counter" width="1024" height="768" loading="lazy" decoding="async" \/>/)
    expect(out.html).toContain('<figcaption>The counter</figcaption>')
    expect(out.html).not.toContain(origin)
    // No width or height given: none invented.
    expect(out.html).toMatch(/<img src="\/api\/images\/[0-9a-f]{16}\/800"[^>]*alt="" loading="lazy"/)
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
