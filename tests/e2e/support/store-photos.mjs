// Real-size product photos for the fake store, made with sharp on this machine (nothing from the
// network): a product drawing rendered at 2400 x 1800 with film grain, saved as a JPEG of about
// 0.7 MB, as a shop's ordinary uploads are. Ten such photos (two views of one cabinet per
// collection) stand for every product; each product keeps its own URL, so the image service still
// sees one source per product. Made once per machine and kept in the temporary folder.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'

export const PHOTO_WIDTH = 2400
export const PHOTO_HEIGHT = 1800
const drawings = new URL('../../../public/images/products/', import.meta.url)
const bases = [
  'aurora-90-cake-display',
  'neve-10-gelato-display',
  'cantina-60-wine-cabinet',
  'frollo-70-dry-ager',
  'fondente-90-chocolate-display',
].flatMap((name) => [`${name}-1`, `${name}-2`])
const cacheDir = join(tmpdir(), 'lumera-fake-store-photos-v3')

const noise = (width, height, sigma) => sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } } })

let grain
/**
 * Texture made once and blended over each drawing so the photo weighs, and resizes, as a real one
 * does: fine grain (lost when scaled down) and coarser mottling at a few scales (which survives, as
 * the detail of a real photo does).
 */
function grainLayer() {
  grain ??= (async () => {
    const layers = []
    for (const [scale, sigma] of [
      [3, 70],
      [8, 70],
      [24, 60],
    ]) {
      const small = await noise(Math.round(PHOTO_WIDTH / scale), Math.round(PHOTO_HEIGHT / scale), sigma).png().toBuffer()
      layers.push({ input: await sharp(small).resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' }).png().toBuffer(), blend: 'soft-light' })
    }
    return sharp(await noise(PHOTO_WIDTH, PHOTO_HEIGHT, 28).png().toBuffer())
      .composite(layers)
      .raw()
      .toBuffer()
  })()
  return grain
}

async function makePhoto(base) {
  const file = join(cacheDir, `${base}.jpg`)
  try {
    return readFileSync(file)
  } catch {
    // Not made on this machine yet.
  }
  const noise = await grainLayer()
  // The drawings are 960 px wide: 180 dpi renders them at 2400.
  const photo = await sharp(readFileSync(new URL(`${base}.svg`, drawings)), { density: 180 })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .composite([{ input: noise, raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer()
  mkdirSync(cacheDir, { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, photo)
  renameSync(temporary, file)
  return photo
}

const photos = new Map()
const photoOf = (base) => {
  if (!photos.has(base)) photos.set(base, makePhoto(base))
  return photos.get(base)
}

/** Makes the ten photos now, one after another (a test or the bench waits for this once). */
export async function preparePhotos() {
  for (const base of bases) await photoOf(base)
}

/** The JPEG for a product drawing's name (e.g. `aurora-90-cake-display-1`), or undefined if there is none. */
export function storePhoto(name) {
  if (!/^[a-z0-9-]+-[12]$/.test(name)) return undefined
  try {
    readFileSync(new URL(`${name}.svg`, drawings))
  } catch {
    return undefined
  }
  let hash = 0
  for (const c of name.slice(0, -2)) hash = (hash * 31 + c.charCodeAt(0)) >>> 0
  const view = name.endsWith('-1') ? 0 : 1
  return photoOf(bases[(hash % (bases.length / 2)) * 2 + view])
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
