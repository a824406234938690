import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { localeCodes, localeCookie, trackingParameters } from '#app-config'
import { PREVIEW_PARAM } from '#src/content/previewLink.ts'
import { homeVary } from './cacheControl'
import { cacheTagHeaderNames } from './tags'
import { XKEY_SOFTPURGE_HEADER } from './varnish.server'

// The repository's Varnish configuration, and the Fastly setup docs/cdn.md gives, name facts whose home is the site's
// code: they must name the same. (What the VCL does with them is tested by tests/varnish/*.vtc.)
const vcl = readFileSync(new URL('../../deploy/varnish/site.vcl', import.meta.url), 'utf8')
const cdnDoc = readFileSync(new URL('../../docs/cdn.md', import.meta.url), 'utf8')

describe('deploy/varnish/site.vcl mirrors the site', () => {
  it('leaves the same tracking parameters out of the cache key as the page cache', () => {
    const pattern = /\(\?i\)\(\[\?&\]\)\(([^)]*)\)/.exec(vcl)?.[1]
    expect(pattern?.split('|').sort()).toEqual(
      [...trackingParameters.prefixes.map((p) => `${p}[^=&]*`), ...trackingParameters.names].sort(),
    )
  })

  it('reduces `/`’s cookie and browser languages to the languages of app.config.ts, and reads only the language cookie', () => {
    const lists = [...vcl.matchAll(/\((?:[a-z]{2,3}\|)*[a-z]{2,3}\)/g)].map((m) => m[0])
    // The cookie's value, the browser's first language of the site, and the check of what that gave.
    expect(lists.length).toBeGreaterThanOrEqual(3)
    for (const list of lists) expect(list).toBe(`(${localeCodes.join('|')})`)
    expect([...vcl.matchAll(/cookie\.get\("([^"]+)"\)/g)].map((m) => m[1])).toEqual([localeCookie.name, localeCookie.name])
    expect(vcl).toContain(`"${localeCookie.name}=" + cookie.get(`)
    for (const header of homeVary.split(', ')) expect(vcl).toContain(`req.http.${header}`)
  })

  it("keeps a cache apart for each language's own domain, read from the variable the site reads", () => {
    // (The site's own parsing of it: src/i18n/localeDomains.ts; what the VCL does with it: tests/varnish/domains.vtc.)
    expect(vcl).toContain('std.getenv("LOCALE_DOMAINS")')
  })

  it('passes the site’s preview links, and nothing like them', () => {
    const rule = /req\.url ~ "([^"]*preview[^"]*)"/.exec(vcl)?.[1]
    expect(new RegExp(rule!).test(`/inspiration-hub/a-post?${PREVIEW_PARAM}=12`)).toBe(true)
    expect(new RegExp(rule!).test(`/inspiration-hub/a-post?x=1&${PREVIEW_PARAM}=12`)).toBe(true)
    expect(new RegExp(rule!).test('/inspiration-hub/previews-of-the-season')).toBe(false)
  })

  it('soft-purges the tags where the site sends them, and strips every tag header', () => {
    expect(vcl).toContain(`xkey.softpurge(req.http.${XKEY_SOFTPURGE_HEADER})`)
    for (const name of cacheTagHeaderNames) expect(vcl).toContain(`unset resp.http.${name};`)
  })

  it('includes backend.vcl, and uses its backend and acl only', () => {
    expect(vcl).toMatch(/^include "backend\.vcl";$/m)
    expect(vcl).toContain('client.ip !~ purgers')
    expect(vcl).not.toMatch(/^\s*(backend|acl) /m)
  })
})

describe('the Fastly setup of docs/cdn.md mirrors the site', () => {
  it('reduces `/`’s browser languages to the languages of app.config.ts', () => {
    const lookups = [...cdnDoc.matchAll(/accept\.language_lookup\("([^"]*)", "([^"]*)"/g)]
    expect(lookups).toHaveLength(1)
    expect(lookups[0]![1]!.split(':')).toEqual([...localeCodes])
    expect([...cdnDoc.matchAll(/subfield\(req\.http\.Cookie, "([^"]+)", ";"\)/g)].map((m) => m[1])).toContain(localeCookie.name)
    const cookieChecks = [...cdnDoc.matchAll(/~ "\^\(([a-z|]+)\)\$"/g)].map((m) => m[1])
    expect(cookieChecks).toEqual([localeCodes.join('|')])
  })

  it('passes the preview links and keeps tracking parameters out of the key', () => {
    expect(cdnDoc).toContain(`[?&]${PREVIEW_PARAM}=`)
    const filter = /querystring\.regfilter\(req\.url, "\^\(([^)]*)\)\$"\)/.exec(cdnDoc)?.[1]
    expect(filter?.split('|').sort()).toEqual([...trackingParameters.prefixes.map((p) => `${p}.*`), ...trackingParameters.names].sort())
  })
})
