/** The one place that turns an image into `src`, `srcSet` and `sizes`: store photos go through the image service
 * (docs/decisions/0011), the site's own files pass untouched. Browser and server alike: no secret, no store origin. */
import { storeImages } from '#app-config'
import type { ProductImage } from '#src/catalogue/product.ts'

export type ImageWidth = (typeof storeImages.widths)[number]

/**
 * The formats the service makes, the browser's first choice first. Each has an address of its own (`…/800.avif`), so
 * every cache keeps one answer per address whatever the browser accepts (a CDN that ignores Vary included); `<picture>`
 * lets the browser choose (decision 0065). JPEG is the fallback every browser shows.
 */
export const imageFormats = [
  { format: 'avif', extension: 'avif', type: 'image/avif' },
  { format: 'webp', extension: 'webp', type: 'image/webp' },
  { format: 'jpeg', extension: 'jpg', type: 'image/jpeg' },
] as const

export type ImageFormat = (typeof imageFormats)[number]['format']

export const imageSlots = {
  // Cards: one column under 640 px, two up to 1200 px, then three in a 1100-1160 px container;
  // the 410 px high box with object-contain caps a 4:3 photo at 547 px wide.
  card: {
    widths: [320, 480, 640, 800, 1080],
    sizes: '(min-width: 1200px) 370px, (min-width: 640px) min(calc(50vw - 2rem), 547px), min(calc(100vw - 2.5rem), 547px)',
  },
  // The product page's main photo: full container width below 1024 px, then 1.2 of 2.2 columns.
  gallery: {
    widths: [480, 640, 800, 1080, 1280, 1600],
    sizes: '(min-width: 1200px) 600px, (min-width: 1024px) 55vw, calc(100vw - 2.5rem)',
  },
  thumbnail: {
    widths: [320, 480, 640, 800],
    sizes: '(min-width: 1200px) 290px, (min-width: 1024px) 27vw, calc(50vw - 2rem)',
  },
  // A story or article card (docs/decisions/0024): one column, then two in the container.
  postCard: {
    widths: [320, 480, 640, 800, 1080],
    sizes: '(min-width: 1400px) 540px, (min-width: 1200px) 510px, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2.5rem)',
  },
  postCover: {
    widths: [480, 640, 800, 1080, 1280, 1600],
    sizes: '(min-width: 1400px) 1160px, (min-width: 1200px) 1100px, calc(100vw - 2.5rem)',
  },
  // A photo in the text, at most the text column's 42rem.
  postBody: {
    widths: [320, 480, 640, 800, 1080, 1280],
    sizes: '(min-width: 720px) 672px, calc(100vw - 2.5rem)',
  },
  // A block's picture beside its text (hero, text and picture): full width on a phone, then half the container.
  blockHalf: {
    widths: [480, 640, 800, 1080, 1280],
    sizes: '(min-width: 1400px) 580px, (min-width: 1200px) 550px, (min-width: 1024px) 45vw, calc(100vw - 2.5rem)',
  },
  comparison: {
    widths: [320, 480],
    sizes: '(min-width: 768px) 200px, 150px',
  },
} as const satisfies Record<string, { widths: readonly ImageWidth[]; sizes: string }>

export type ImageSlot = keyof typeof imageSlots

export const isStorePhoto = (src: string) => /^https?:\/\//i.test(src)

function fnv1a(text: string, basis: number): string {
  let hash = basis
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** Not a secret (the server serves only keys its feeds know): it only has to change with the source or its version. */
export function imageKey(image: Pick<ProductImage, 'src' | 'version'>): string {
  return stableKey(`${image.src}\n${image.version ?? ''}`)
}

/** 16 hex digits of a text, the same in the browser and on the server (image keys, store files' keys). */
export const stableKey = (text: string) => fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x050c5d1f)

export const imageKeyPattern = /^[0-9a-f]{16}$/

export function imageServiceUrl(image: Pick<ProductImage, 'src' | 'version'>, width: ImageWidth, format: ImageFormat = 'jpeg'): string {
  const { extension } = imageFormats.find((f) => f.format === format)!
  return `${storeImages.path}/${imageKey(image)}/${width}.${extension}`
}

/** A `<source>` of a `<picture>`: the slot's widths in one better format (its `sizes` are the image's), and its middle one. */
type ImageSource = { type: string; srcSet: string; src: string }

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string; sources?: ImageSource[] }

/**
 * `src` (a middle width, for browsers without srcset), `srcSet` and `sizes` of an image in a slot, in JPEG, and the
 * `sources` in AVIF and WebP that a `<picture>` offers first (src/images/Picture.tsx).
 */
export function responsiveImage(image: Pick<ProductImage, 'src' | 'version'>, slot: ImageSlot): ResponsiveImage {
  if (!isStorePhoto(image.src)) return { src: image.src }
  const { widths, sizes } = imageSlots[slot]
  const srcSet = (format: ImageFormat) => widths.map((w) => `${imageServiceUrl(image, w, format)} ${w}w`).join(', ')
  const middle = (format: ImageFormat) => imageServiceUrl(image, widths[Math.floor(widths.length / 2)]!, format)
  return {
    src: middle('jpeg'),
    srcSet: srcSet('jpeg'),
    sizes,
    sources: imageFormats
      .filter((f) => f.format !== 'jpeg')
      .map((f) => ({ type: f.type, srcSet: srcSet(f.format), src: middle(f.format) })),
  }
}
