import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './headers.server'

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))

describe('contentSecurityPolicy', () => {
  it('allows only the own origin and the given script hashes, without eval or inline scripts', () => {
    const csp = directives(contentSecurityPolicy({ https: true, gtm: false, scriptHashes: ["'sha256-abc='"] }))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'")
  })

  it('adds the tag manager only when a container is configured', () => {
    expect(contentSecurityPolicy({ https: true, gtm: false })).not.toContain('googletagmanager')
    const csp = directives(contentSecurityPolicy({ https: true, gtm: true }))
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(csp.get('connect-src')).toContain('https://www.google-analytics.com')
  })

  it('takes images from the site only: store photos come through its image service', () => {
    expect(directives(contentSecurityPolicy({ https: true, gtm: false })).get('img-src')).toEqual(["'self'", 'data:'])
  })
})

describe('securityHeaders', () => {
  it.each([
    [true, true],
    [false, false],
  ])('https %s: HSTS %s', (https, hsts) => {
    const headers = securityHeaders({ https, gtm: false })
    expect('Strict-Transport-Security' in headers).toBe(hsts)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })
})

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, once each', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="module">a()</script><script>b()</script>'
    expect(inlineScriptHashes(html)).toHaveLength(2)
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
  })
})

describe('the whole policy and header set, exactly', () => {
  it('without a tag manager', () => {
    expect(contentSecurityPolicy({ https: false, gtm: false })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; media-src 'self'; frame-src https://www.youtube-nocookie.com https://player.vimeo.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
  })

  it('with a tag manager and two script hashes', () => {
    const gtm = 'https://www.googletagmanager.com https://www.google-analytics.com'
    expect(contentSecurityPolicy({ https: true, gtm: true, scriptHashes: ["'sha256-a='", "'sha256-b='"] })).toBe(
      `default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b=' ${gtm}; style-src 'self' 'unsafe-inline'; ` +
        `img-src 'self' data: ${gtm}; font-src 'self'; connect-src 'self' ${gtm}; media-src 'self'; frame-src https://www.youtube-nocookie.com https://player.vimeo.com; object-src 'none'; ` +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
  })

  it.each([true, false])('every header, https %s', (https) => {
    expect(securityHeaders({ https, gtm: false })).toStrictEqual({
      'Content-Security-Policy': contentSecurityPolicy({ https, gtm: false }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    })
  })
})

describe('inlineScriptHashes, script by script', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

  it.each([
    ['<script>a()</script>', ['a()']],
    ['<script></script>', ['']],
    // The body as sent, whitespace and line breaks included.
    ['<script>\n  a()\n  b()\n</script>', ['\n  a()\n  b()\n']],
    ['<SCRIPT type="module">a()</Script>', ['a()']],
    // Each script on its own, not everything from the first opening tag to the last closing one.
    ['<script>a()</script><p>x</p><script>b()</script>', ['a()', 'b()']],
    ['<script>a()</script><script>a()</script>', ['a()']],
    // Only a `src` attribute makes a script external; a name that ends in "src" does not.
    ['<script datasrc="x">c()</script>', ['c()']],
    ['<script id="n" nonce="s">d()</script>', ['d()']],
    ['<script src="/x.js"></script><script>e()</script>', ['e()']],
    ['<script async defer src="/x.js"></script>', []],
    ['<script type="module" src="/x.js">ignored()</script>', []],
    ['<p>no scripts</p><scripted>x</scripted>', []],
  ])('%s', (html, bodies) => {
    expect(inlineScriptHashes(html)).toStrictEqual(bodies.map(sha))
  })
})
