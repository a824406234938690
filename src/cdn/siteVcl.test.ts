import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { localeCookie, trackingParameters } from '#app-config'
import { homeVary } from './cacheControl'
import { cacheTagHeaderNames } from './tags'
import { XKEY_PURGE_HEADER } from './varnish.server'

// The repository's Varnish configuration names facts whose home is the site's code: it must name the same.
const vcl = readFileSync(new URL('../../deploy/varnish/site.vcl', import.meta.url), 'utf8')

describe('deploy/varnish/site.vcl mirrors the site', () => {
  it('leaves the same tracking parameters out of the cache key as the page cache', () => {
    const pattern = /\(\?i\)\(\[\?&\]\)\(([^)]*)\)/.exec(vcl)?.[1]
    expect(pattern?.split('|').sort()).toEqual(
      [...trackingParameters.prefixes.map((p) => `${p}[^=&]*`), ...trackingParameters.names].sort(),
    )
  })

  it('keeps the language cookie, and only it, for `/`', () => {
    expect([...vcl.matchAll(/cookie\.keep\("([^"]+)"\)/g)].map((m) => m[1])).toEqual([localeCookie.name])
    expect(homeVary).toContain('Cookie')
  })

  it('reads the purge’s tags where the site sends them, and strips every tag header', () => {
    expect(vcl).toContain(`xkey.purge(req.http.${XKEY_PURGE_HEADER})`)
    for (const name of cacheTagHeaderNames) expect(vcl).toContain(`unset resp.http.${name};`)
  })

  it('includes backend.vcl, and uses its backend and acl only', () => {
    expect(vcl).toMatch(/^include "backend\.vcl";$/m)
    expect(vcl).toContain('client.ip !~ purgers')
    expect(vcl).not.toMatch(/^\s*(backend|acl) /m)
  })
})
