/**
 * Where a product image is fetched from by the browser: the one place that turns a `ProductImage`
 * into `src`, `srcSet` and `sizes` (cards, gallery, thumbnails, the product page's preload).
 * Store photos (absolute URLs) go through the site's image service (docs/decisions/0011); the
 * embedded catalogue's drawings (root-relative SVG files) pass through untouched.
 * Shared by browser and server: no secret, no store origin, nothing but string work.
 */
import { storeImages } from '#app-config'
import type { ProductImage } from '#src/catalogue/product.ts'

export type ImageWidth = (typeof storeImages.widths)[number]

/** Where each kind of image sits in the layout: the widths offered and the CSS width it is shown at. */
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
  // The gallery's other photos, two a row under the main one.
  thumbnail: {
    widths: [320, 480, 640, 800],
    sizes: '(min-width: 1200px) 290px, (min-width: 1024px) 27vw, calc(50vw - 2rem)',
  },
  // WordPress photos (docs/decisions/0024). A story or article card: one column, then two in the container.
  postCard: {
    widths: [320, 480, 640, 800, 1080],
    sizes: '(min-width: 1400px) 540px, (min-width: 1200px) 510px, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2.5rem)',
  },
  // The cover at the top of a story or article: the container's whole width.
  postCover: {
    widths: [480, 640, 800, 1080, 1280, 1600],
    sizes: '(min-width: 1400px) 1160px, (min-width: 1200px) 1100px, calc(100vw - 2.5rem)',
  },
  // A photo in the text, at most the text column's 42rem.
  postBody: {
    widths: [320, 480, 640, 800, 1080, 1280],
    sizes: '(min-width: 720px) 672px, calc(100vw - 2.5rem)',
  },
  // The comparison's column heads: a photo the width of a column of up to four.
  comparison: {
    widths: [320, 480],
    sizes: '(min-width: 768px) 200px, 150px',
  },
} as const satisfies Record<string, { widths: readonly ImageWidth[]; sizes: string }>

export type ImageSlot = keyof typeof imageSlots

/** A store photo (absolute http(s) URL) goes through the service; a site file does not. */
export const isStorePhoto = (src: string) => /^https?:\/\//i.test(src)

/** FNV-1a over the UTF-16 code units, from a given offset basis (32 bits, as unsigned hex). */
function fnv1a(text: string, basis: number): string {
  let hash = basis
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/**
 * The image's key in service URLs: 16 hex digits from its source URL and version. It is not a
 * secret (the server only serves keys its feed knows); it only has to change when either does.
 */
export function imageKey(image: Pick<ProductImage, 'src' | 'version'>): string {
  return stableKey(`${image.src}\n${image.version ?? ''}`)
}

/** 16 hex digits of a text, the same in the browser and on the server (image keys, store files' keys). */
export const stableKey = (text: string) => fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x050c5d1f)

export const imageKeyPattern = /^[0-9a-f]{16}$/

export function imageServiceUrl(image: Pick<ProductImage, 'src' | 'version'>, width: ImageWidth): string {
  return `${storeImages.path}/${imageKey(image)}/${width}`
}

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string }

/** `src` (a middle width, for browsers without srcset), `srcSet` and `sizes` of an image in a slot. */
export function responsiveImage(image: Pick<ProductImage, 'src' | 'version'>, slot: ImageSlot): ResponsiveImage {
  if (!isStorePhoto(image.src)) return { src: image.src }
  const { widths, sizes } = imageSlots[slot]
  return {
    src: imageServiceUrl(image, widths[Math.floor(widths.length / 2)]!),
    srcSet: widths.map((w) => `${imageServiceUrl(image, w)} ${w}w`).join(', '),
    sizes,
  }
}
