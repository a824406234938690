/** The CSP allows the site's own origin, the tag manager's when a container is set, nothing else: no inline handlers, no eval. */
import { createHash } from 'node:crypto'
import { embedOrigins } from '#src/content/embeds.ts'

export type HeaderOptions = { https: boolean; gtm: boolean; scriptHashes?: string[] }

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    // The body group always takes part in a match (empty for an empty script).
    hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`)
  }
  return [...hashes]
}

export function contentSecurityPolicy({ gtm, scriptHashes = [] }: HeaderOptions): string {
  const tagManager = gtm ? ' https://www.googletagmanager.com https://www.google-analytics.com' : ''
  return [
    "default-src 'self'",
    // Inline scripts only by hash: each page's own, computed from the HTML that is sent.
    `script-src 'self'${scriptHashes.length ? ' ' + scriptHashes.join(' ') : ''}${tagManager}`,
    "style-src 'self' 'unsafe-inline'",
    // Store photos reach the browser through the site's image service (docs/decisions/0011).
    `img-src 'self' data:${tagManager}`,
    "font-src 'self'",
    `connect-src 'self'${tagManager}`,
    "media-src 'self'",
    // The video players a story or article may embed, loaded only when the visitor asks (docs/decisions/0025).
    `frame-src ${embedOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
