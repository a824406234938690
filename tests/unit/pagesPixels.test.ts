import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { pixelDifference, rawPixels, sideBySide } from '../../scripts/lib/pixels.mjs'

/** A raw RGB image of `width` x `height` in one colour, with the pixels of `changed` ([x, y]) black. */
function image(width: number, height: number, changed: Array<[number, number]> = [], colour = [250, 248, 244]) {
  const data = new Uint8Array(width * height * 3)
  for (let i = 0; i < width * height; i++) data.set(colour, i * 3)
  for (const [x, y] of changed) data.set([0, 0, 0], (y * width + x) * 3)
  return { data, width, height, channels: 3 }
}

describe('pixelDifference (docs/pages-side-by-side)', () => {
  it.each([
    ['the same picture', image(4, 5), image(4, 5), { heightDifference: 0, widthDifference: 0, compared: 20, differing: 0, share: 0 }],
    ['one pixel off', image(4, 5), image(4, 5, [[3, 4]]), { heightDifference: 0, compared: 20, differing: 1, share: 0.05 }],
    ['one channel off by one is a difference', image(2, 1), image(2, 1, [], [250, 248, 245]), { differing: 2, share: 1 }],
    // Rows the other has not are a height difference, not differing pixels.
    ['a taller page', image(4, 5), image(4, 7, [[0, 6]]), { heightDifference: 2, compared: 20, differing: 0 }],
    ['a shorter, wider page', image(4, 5), image(6, 3, [[5, 0]]), { heightDifference: -2, widthDifference: 2, compared: 12, differing: 0 }],
    ['a difference in a row of a narrower page', image(6, 2, [[1, 1]]), image(4, 2), { widthDifference: -2, compared: 8, differing: 1 }],
  ])('%s', (_, a, b, expected) => {
    expect(pixelDifference(a, b)).toMatchObject(expected)
  })

  it('counts apart the pixels that differ inside the areas given (pictures re-encoded by the image service)', () => {
    const picture = { left: 1, top: 1, width: 2, height: 2 }
    const d = pixelDifference(
      image(4, 5),
      image(4, 5, [
        [1, 1],
        [2, 2],
        [3, 3],
        [0, 4],
      ]),
      [picture],
    )
    expect(d).toMatchObject({ differing: 4, areas: 1, inAreas: 2 })
    expect(pixelDifference(image(4, 5), image(4, 5, [[3, 3]]), [])).toMatchObject({ differing: 1, areas: 0, inAreas: 0 })
  })

  it('refuses pictures of different channels', () => {
    expect(() => pixelDifference(image(1, 1), { ...image(1, 1), channels: 4 })).toThrow(/channels/)
  })
})

describe('sideBySide', () => {
  const png = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer()

  it('scales each picture, puts them top-aligned with a gap, and fills the rest with the background', async () => {
    const webp = await sideBySide([await png(100, 200, '#ff0000'), await png(100, 100, '#0000ff')], { scale: 0.5, gap: 10 })
    const out = await rawPixels(webp)
    expect([out.width, out.height]).toEqual([50 + 10 + 50, 100])
    const at = (x: number, y: number) => [...out.data.subarray((y * out.width + x) * 3, (y * out.width + x) * 3 + 3)]
    const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) < 24)
    expect(near(at(25, 90), [255, 0, 0])).toBe(true)
    expect(near(at(85, 25), [0, 0, 255])).toBe(true)
    // The gap, and under the shorter picture: the background.
    expect(near(at(55, 25), [0x8a, 0x80, 0x78])).toBe(true)
    expect(near(at(85, 90), [0x8a, 0x80, 0x78])).toBe(true)
  })
})
