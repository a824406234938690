/**
 * Core blocks' words come as WordPress saved them (HTML around the text): this reads what each one shows, sanitised,
 * into the few attributes its renderer takes. A core block with nothing usable left is a problem, not an empty box.
 */
import sanitizeHtml from 'sanitize-html'
import type { CoreBlockName } from '#src/blocks/model.ts'
import type { ReadCore } from '#src/blocks/validate.ts'
import { sanitizeInline, siteRelative } from './richText.server'

type Context = { siteOrigin: string; mediaOrigin: string | undefined }

const first = (pattern: RegExp, html: string) => pattern.exec(html)?.[1]
const attribute = (tag: string, name: string) => first(new RegExp(`\\s${name}="([^"]*)"`), tag)
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
/** The HTML inside the first element named `tag` (WordPress writes exactly one per block). */
const inside = (tag: string, html: string) => first(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*)</${tag}>`, 'i'), html)

function text(html: string | undefined, context: Context): string | undefined {
  const clean = html === undefined ? '' : sanitizeInline(html, context.siteOrigin)
  return clean ? clean : undefined
}

const pixels = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : undefined)

/** An image of the block: only from the media library's origin (the image service serves it); its size when written. */
function image(html: string, attrs: Record<string, unknown>, context: Context) {
  const tag = first(/(<img\b[^>]*>)/i, html)
  const src = tag ? decode(attribute(tag, 'src') ?? '') : ''
  if (!src || !context.mediaOrigin) return 'an image needs a picture from the media library'
  let absolute: URL
  try {
    absolute = new URL(src, context.mediaOrigin)
  } catch {
    return 'an image needs a picture from the media library'
  }
  if (absolute.origin !== new URL(context.mediaOrigin).origin) return 'a picture from outside the media library'
  const width = pixels(attribute(tag!, 'width')) ?? (typeof attrs.width === 'number' ? attrs.width : undefined)
  const height = pixels(attribute(tag!, 'height')) ?? (typeof attrs.height === 'number' ? attrs.height : undefined)
  return {
    picture: {
      ...(typeof attrs.id === 'number' ? { id: attrs.id } : {}),
      src: absolute.href,
      alt: decode(attribute(tag!, 'alt') ?? '').slice(0, 300),
      ...(width && height ? { width, height } : {}),
    },
    caption: text(inside('figcaption', html), context) ?? '',
  }
}

export function coreBlockReader(context: Context): ReadCore {
  return (name: CoreBlockName, html: string, attrs: Record<string, unknown>) => {
    switch (name) {
      case 'core/paragraph':
      case 'core/list-item': {
        const words = text(inside(name === 'core/paragraph' ? 'p' : 'li', html) ?? html, context)
        return words ? { html: words } : 'no text'
      }
      case 'core/heading': {
        const words = text(first(/<h[1-6]\b[^>]*>([\s\S]*)<\/h[1-6]>/i, html) ?? html, context)
        // The page's h1 is its hero's; editors' headings start at h2 and stop at h4, as in posts.
        return words ? { html: words, level: Math.min(4, Math.max(2, attrs.level as number)) } : 'no text'
      }
      case 'core/list': {
        // WordPress 6.1 writes the items in the list's HTML; later versions as list-item blocks (read on their own).
        const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].flatMap((match) => text(match[1], context) ?? [])
        return { ordered: attrs.ordered, items }
      }
      case 'core/quote': {
        // Older quotes hold their paragraphs in their HTML; newer ones as paragraph blocks (read on their own).
        const body = html.replace(/<cite\b[\s\S]*<\/cite>/i, '')
        const paragraphs = [...body.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].flatMap((match) => text(match[1], context) ?? [])
        return { paragraphs, cite: text(inside('cite', html), context) ?? '' }
      }
      case 'core/image':
        return image(html, attrs, context)
      case 'core/button': {
        const tag = first(/(<a\b[^>]*>)/i, html)
        const href = tag ? siteRelative(decode(attribute(tag, 'href') ?? '').trim(), context.siteOrigin) : ''
        const label = sanitizeHtml(inside('a', html) ?? '', { allowedTags: [], allowedAttributes: {} }).trim()
        if (!label || !/^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(href)) return 'a button needs a label and a link'
        return { label: decode(label).slice(0, 80), href, style: /\bis-style-outline\b/.test(html) ? 'secondary' : 'primary' }
      }
      case 'core/buttons':
      case 'core/columns':
      case 'core/column':
      case 'core/separator':
        return {}
    }
  }
}
