/** The spec sheet's picture: a store photo through the image service, or the embedded drawing; else none. */
import sharp from 'sharp'
import type { ProductImage } from '#src/catalogue/product.ts'
import { isStorePhoto } from '#src/images/imageUrls.ts'
import { log } from '#src/platform/log.server.ts'

export type StorePhotos = (image: Pick<ProductImage, 'src' | 'version'>, width: typeof SHEET_PICTURE_WIDTH) => Promise<Buffer | undefined>

/** About 270 dpi at the sheet's 215 pt: sharp in print, a few tens of KB. */
const SHEET_PICTURE_WIDTH = 800

// The embedded drawings, in the server bundle: the public folder's path differs between the dev server and a build.
const drawings = import.meta.glob<string>('/public/images/products/*.svg', { query: '?raw', import: 'default' })

export async function sheetPicture(
  image: Pick<ProductImage, 'src' | 'version'> | undefined,
  photos: StorePhotos,
): Promise<Buffer | undefined> {
  if (!image) return undefined
  try {
    if (isStorePhoto(image.src)) return await photos(image, SHEET_PICTURE_WIDTH)
    const drawing = drawings[`/public${image.src}`]
    if (!drawing) return undefined
    // The drawings are 960 px wide at 72 dpi: 60 renders them at the sheet's width, with nothing to scale down.
    return await sharp(Buffer.from(await drawing()), { density: 60 })
      .resize({ width: SHEET_PICTURE_WIDTH })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer()
  } catch (error) {
    log().warn({ module: 'downloads', src: image.src, err: error }, 'spec sheet made without its picture')
    return undefined
  }
}
