/**
 * Editors' HTML made safe and made to look like the site (docs/decisions/0025): an allow-list of text structure,
 * links only to http(s), mailto and tel, images only from the WordPress origin through the image service, and
 * YouTube or Vimeo players only when the visitor asks. Headings start at h2 (the title is the page's h1).
 */
import sanitizeHtml from 'sanitize-html'
import type { Locale } from '#app-config'
import { parseEmbed, type Embed } from '#src/content/embeds.ts'
import { responsiveImage, type ResponsiveImage } from '#src/images/imageUrls.ts'
import { isOnOrigin } from '#src/lib/origin.ts'
import { m } from '#src/paraglide/messages.js'

export type SanitizedHtml = {
  html: string
  /** Every image of the text, by its source URL on the WordPress origin (the image service serves only these). */
  images: string[]
  text: string
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Tags that survive, with their text. Anything else is unwrapped (its text kept) or, below, dropped whole. */
const allowedTags = [
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'cite', 'figure', 'figcaption', 'img', 'a', 'strong', 'em', 'b',
  'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'q', 'code', 'pre', 'br', 'hr', 'table', 'thead', 'tbody',
  'tfoot', 'tr', 'th', 'td', 'caption', 'lumera-embed',
]

/** Tags whose content is dropped with them: code, styles, forms, foreign documents. */
const droppedWhole = ['script', 'style', 'textarea', 'option', 'select', 'button', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'embed', 'form', 'title', 'head']

function placeholder(embed: Embed, title: string, locale: Locale): string {
  const provider = { provider: embed.name }
  const label = title ? m.post_embed_title({ title }, { locale }) : m.post_embed_open(provider, { locale })
  return (
    `<figure class="post-embed" data-embed-player="${escape(embed.playerUrl)}" data-embed-title="${escape(label)}">` +
    `<div class="post-embed-frame"><p>${escape(m.post_embed_notice(provider, { locale }))}</p>` +
    `<p><button type="button" class="post-embed-load" hidden>${escape(m.post_embed_load(provider, { locale }))}</button> ` +
    `<a href="${escape(embed.pageUrl)}" rel="noopener noreferrer">${escape(m.post_embed_open(provider, { locale }))}</a></p></div>` +
    (title ? `<figcaption>${escape(title)}</figcaption>` : '') +
    `</figure>`
  )
}

/** An image with its AVIF and WebP addresses first, for the browser to choose. */
function picture(sources: ResponsiveImage['sources'], img: string): string {
  if (!sources) return img
  const sizes = /\ssizes="([^"]*)"/.exec(img)?.[1] ?? ''
  return `<picture>${sources.map((s) => `<source type="${escape(s.type)}" srcset="${escape(s.srcSet)}" sizes="${sizes}" />`).join('')}${img}</picture>`
}

const pixels = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) && Number(value) > 0 ? value : undefined)

export function sanitizePostHtml(raw: string, options: { origin: string; locale: Locale }): SanitizedHtml {
  const images: string[] = []
  const embeds: Array<{ embed: Embed; title: string }> = []
  /** Each image's better formats, put in a <picture> around it below (decision 0065). */
  const pictures: Array<ResponsiveImage['sources']> = []
  const absolute = (src: string | undefined) => {
    if (!src) return undefined
    try {
      return new URL(src, options.origin).href
    } catch {
      return undefined
    }
  }
  const html = sanitizeHtml(raw, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['data-p', 'src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      abbr: ['title'],
      'lumera-embed': ['data-i'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Stryker disable next-line ObjectLiteral,ArrayDeclaration,StringLiteral: the image transform replaces every src by the image service's relative URL before schemes are checked
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    nonTextTags: droppedWhole,
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (_tag, attribs) => {
        const href = attribs.href?.trim()
        const external = !!href && /^https?:/i.test(href) && !isOnOrigin(href, options.origin)
        return { tagName: 'a', attribs: { ...(href ? { href } : {}), ...(attribs.title ? { title: attribs.title } : {}), ...(external ? { rel: 'noopener noreferrer' } : {}) } }
      },
      img: (_tag, attribs) => {
        const src = absolute(attribs.src)
        // An image stays a void tag even when it goes (exclusiveFilter removes those without a source).
        // Stryker disable next-line ObjectLiteral,StringLiteral: an image without a source is removed whatever its tag is called
        if (!src || !isOnOrigin(src, options.origin)) return { tagName: 'img', attribs: {} }
        images.push(src)
        const shown = responsiveImage({ src }, 'postBody')
        const width = pixels(attribs.width)
        const height = pixels(attribs.height)
        pictures.push(shown.sources)
        return {
          tagName: 'img',
          attribs: {
            'data-p': String(pictures.length - 1),
            src: shown.src,
            ...(shown.srcSet ? { srcset: shown.srcSet, sizes: shown.sizes! } : {}),
            alt: attribs.alt ?? '',
            ...(width && height ? { width, height } : {}),
            loading: 'lazy',
            decoding: 'async',
          },
        }
      },
      iframe: (_tag, attribs): sanitizeHtml.Tag => {
        const embed = parseEmbed(attribs.src)
        // An unknown player becomes an empty placeholder tag, removed below (a disallowed tag would leave a stray end tag).
        // Stryker disable next-line ObjectLiteral,StringLiteral: a tag of any other name is not allowed and has no text: nothing of it survives either way
        if (!embed) return { tagName: 'lumera-embed', attribs: {}, text: '' }
        embeds.push({ embed, title: (attribs.title ?? '').trim().slice(0, 200) })
        // The text keeps the figure around it from counting as empty (exclusiveFilter).
        return { tagName: 'lumera-embed', attribs: { 'data-i': String(embeds.length - 1) }, text: 'embed' }
      },
      // Only the sanitiser writes this tag: an editor's own is emptied, then removed below.
      // Stryker disable next-line ObjectLiteral,StringLiteral: an editor's tag has no data-i left, so it is removed below whatever becomes of it
      'lumera-embed': () => ({ tagName: 'lumera-embed', attribs: {}, text: '' }),
    },
  })
    .replace(/<(p|figure)>\s*<\/\1>/g, '')
    // Only the image transform above writes data-p (it replaces an editor's attributes whole).
    .replace(/<img data-p="(\d+)" ([^>]*)>/g, (_, i: string, rest: string) => picture(pictures[Number(i)], `<img ${rest}>`))
    .replace(/<lumera-embed(?: data-i="(\d+)")?>(?:embed)?<\/lumera-embed>/g, (_, i: string | undefined) => {
    // Stryker disable next-line ConditionalExpression: embeds[NaN] is undefined too
    const found = i === undefined ? undefined : embeds[Number(i)]
    return found ? placeholder(found.embed, found.title, options.locale) : ''
  })
  // `iframe` is dropped whole, so the transform above never sees one inside another dropped tag.
  // Stryker disable next-line ArrayDeclaration: a list holding a name no tag has keeps no tag either
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: droppedWhole })
  return { html: html.trim(), images, text }
}
