// Screenshots compared pixel by pixel and put side by side, with sharp (docs/pages-side-by-side/).
import sharp from 'sharp'

/**
 * @typedef {{ data: Uint8Array, width: number, height: number, channels: number }} RawImage
 * @typedef {{ heightDifference: number, widthDifference: number, compared: number, differing: number, share: number, areas: number, inAreas: number }} Difference
 */

/** A PNG (or any image sharp reads) as raw RGB pixels. @returns {Promise<RawImage>} */
export async function rawPixels(image) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: info.channels }
}

/**
 * How `b` differs from `a`: the difference of their heights (and widths: a page that overflows its viewport is wider),
 * and, over the area both cover from their top-left corner, how many pixels differ in any channel and their share.
 * A page shorter by a few pixels shifts everything under the change: the share then counts that shift too.
 * `areas` (e.g. where `b` shows pictures re-encoded by the image service): the pixels that differ inside them are
 * also counted apart (`inAreas`).
 * @param {RawImage} a
 * @param {RawImage} b
 * @param {Array<{ left: number, top: number, width: number, height: number }>} [areas]
 * @returns {Difference}
 */
export function pixelDifference(a, b, areas = []) {
  if (a.channels !== b.channels) throw new Error(`${a.channels} channels against ${b.channels}`)
  const width = Math.min(a.width, b.width)
  const height = Math.min(a.height, b.height)
  const channels = a.channels
  const inside = (x, y) => areas.some((r) => x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height)
  let differing = 0
  let inAreas = 0
  for (let y = 0; y < height; y++) {
    let ia = y * a.width * channels
    let ib = y * b.width * channels
    for (let x = 0; x < width; x++, ia += channels, ib += channels) {
      for (let c = 0; c < channels; c++) {
        if (a.data[ia + c] !== b.data[ib + c]) {
          differing++
          if (areas.length && inside(x, y)) inAreas++
          break
        }
      }
    }
  }
  const compared = width * height
  return {
    heightDifference: b.height - a.height,
    widthDifference: b.width - a.width,
    compared,
    differing,
    share: compared ? differing / compared : 0,
    areas: areas.length,
    inAreas,
  }
}

/**
 * Images side by side, each scaled by `scale`, top-aligned on a `background` canvas with `gap` pixels between them,
 * as one WebP. @param {Array<Buffer | Uint8Array>} images @returns {Promise<Buffer>}
 */
export async function sideBySide(images, { scale, gap = 16, background = '#8a8078', quality = 72 }) {
  const scaled = await Promise.all(
    images.map(async (image) => {
      const { width = 0 } = await sharp(image).metadata()
      const { data, info } = await sharp(image)
        .resize({ width: Math.round(width * scale) })
        .png()
        .toBuffer({ resolveWithObject: true })
      return { data, width: info.width, height: info.height }
    }),
  )
  const width = scaled.reduce((sum, s) => sum + s.width, 0) + gap * (scaled.length - 1)
  const height = Math.max(...scaled.map((s) => s.height))
  let left = 0
  const layers = scaled.map((s) => {
    const layer = { input: s.data, left, top: 0 }
    left += s.width + gap
    return layer
  })
  return sharp({ create: { width, height, channels: 3, background } })
    .composite(layers)
    .webp({ quality, effort: 6 })
    .toBuffer()
}
