/** `LOCALE_DOMAINS=it=lumera.it,de=lumera.de` read against PUBLIC_URL (its scheme is every domain's): pure, for the
 * environment's validation (src/platform/env.server.ts). */
import { defaultLocale, localeCodes, type PrefixedLocale } from '#app-config'
import type { Sites } from './sites'

/** A host name (letters, digits, hyphens, dots; no scheme, path or credentials), with a port at most. */
const HOST = /^(?=.{1,253}(?::|$))(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/

export function parseLocaleDomains(raw: string | undefined, publicUrl: string): Sites | string {
  // PUBLIC_URL as it is (without its trailing slash): the default language's links have always begun with it.
  const sites: Sites = { origin: publicUrl.replace(/\/+$/, ''), domains: {} }
  if (raw === undefined || raw.trim() === '') return sites
  const scheme = new URL(publicUrl).protocol
  const hosts = new Set([new URL(publicUrl).host])
  for (const entry of raw.split(',').map((e) => e.trim())) {
    const [code, host, extra] = entry.split('=').map((p) => p.trim().toLowerCase())
    if (!code || !host || extra !== undefined) return `"${entry}" must be <language>=<host>, such as it=lumera.it`
    if (!(localeCodes as readonly string[]).includes(code))
      return `"${code}" is not one of the site's languages (${localeCodes.join(', ')})`
    if (code === defaultLocale) return `${defaultLocale} is served at PUBLIC_URL; give the other languages their domains`
    if (!HOST.test(host) || (host.includes(':') && Number(host.split(':')[1]) > 65535))
      return `"${host}" must be a host name such as lumera.it (no scheme or path: PUBLIC_URL's ${scheme.slice(0, -1)} is used)`
    const url = new URL(`${scheme}//${host}`)
    if (sites.domains[code as PrefixedLocale]) return `${code} is given two domains`
    if (hosts.has(url.host)) return `${url.host} is given twice (or is PUBLIC_URL's)`
    hosts.add(url.host)
    sites.domains[code as PrefixedLocale] = url.origin
  }
  return sites
}
