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
