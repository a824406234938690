/**
 * Editors' inline words (rich-text attributes, and the text of core paragraphs, headings, list items, buttons,
 * captions) made safe: emphasis, line breaks and links only (http(s), mailto, tel, the site's own paths), as posts'
 * links are (decision 0025). Everything else is unwrapped to its text.
 */
import sanitizeHtml from 'sanitize-html'
import * as v from 'valibot'
import type { RichText } from '#src/blocks/model.ts'
import { isOnOrigin } from '#src/lib/origin.ts'

const inlineTags = ['strong', 'em', 'b', 'i', 's', 'sub', 'sup', 'mark', 'code', 'br', 'a']

/** Where a link may go: `origin` is the site's public one (a link there is made root-relative) or WordPress's. */
export function sanitizeInline(html: string, siteOrigin: string): string {
  return sanitizeHtml(html, {
    allowedTags: inlineTags,
    // `rel` only as the transform below writes it (it rebuilds each link's attributes).
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'title'],
    transformTags: {
      a: (_tag, attribs) => {
        const href = siteRelative(attribs.href?.trim() ?? '', siteOrigin)
        const external = /^https?:/i.test(href)
        return { tagName: 'a', attribs: { ...(href ? { href } : {}), ...(external ? { rel: 'noopener noreferrer' } : {}) } }
      },
    },
  }).trim()
}

/** An address on the site's own origin becomes its path, so that it opens in the site as a page, not a new load. */
export function siteRelative(href: string, siteOrigin: string): string {
  if (!/^https?:/i.test(href) || !isOnOrigin(href, siteOrigin)) return href
  const url = new URL(href)
  return url.pathname + url.search + url.hash
}

/** The server's rich text: sanitised, then checked for length (what is left must still say something). */
export function sanitisedRichText(siteOrigin: string): RichText {
  return (max) => v.pipe(v.string(), v.transform((html) => sanitizeInline(html, siteOrigin)), v.minLength(1), v.maxLength(max))
}
