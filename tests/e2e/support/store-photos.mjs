// Real-size product photos for the fake store, made with sharp on this machine (nothing from the
// network): each product's drawing rendered at 2400 x 1800 with film grain and saved as a JPEG of
// about 0.8 MB, as a shop's ordinary uploads are. Made on first request and kept in memory.
import { readFileSync } from 'node:fs'
import sharp from 'sharp'

export const PHOTO_WIDTH = 2400
export const PHOTO_HEIGHT = 1800
const drawings = new URL('../../../public/images/products/', import.meta.url)

let grain
/** Gaussian noise, made once: composited over each drawing so the JPEG weighs what a photo does. */
function grainLayer() {
  grain ??= sharp({ create: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 28 } } })
    .png({ compressionLevel: 1 })
    .toBuffer()
  return grain
}

const photos = new Map()

/** The JPEG of a drawing's base name (e.g. `aurora-90-cake-display-1`), or undefined if there is none. */
export function storePhoto(name) {
  if (!/^[a-z0-9-]+$/.test(name)) return undefined
  let svg
  try {
    svg = readFileSync(new URL(`${name}.svg`, drawings))
  } catch {
    return undefined
  }
  if (!photos.has(name)) {
    photos.set(
      name,
      grainLayer().then((noise) =>
        sharp(svg, { density: 200 })
          .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'cover' })
          .composite([{ input: noise, blend: 'soft-light' }])
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 90 })
          .toBuffer(),
      ),
    )
  }
  return photos.get(name)
}

/**
 * A PNG that declares itself `width` x `height` but holds one pixel: a decompression bomb's header
 * (the service must refuse it from its size before decoding).
 */
export async function bombPng(width = 60_000, height = 60_000) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#808080' } })
    .png()
    .toBuffer()
  // IHDR is the first chunk: length(4) 'IHDR'(4) width(4) height(4) ... crc(4), starting at byte 8.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

function crc32(bytes) {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
