import { describe, expect, it } from 'vitest'
import { FrameReader } from './sourceMaps.server'

/** Base64 VLQ, as source maps write their mappings. */
const vlq = (values: number[]) =>
  values
    .map((value) => {
      let rest = value < 0 ? (-value << 1) | 1 : value << 1
      let out = ''
      do {
        let digit = rest & 31
        rest >>>= 5
        if (rest > 0) digit |= 32
        out += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[digit]
      } while (rest > 0)
      return out
    })
    .join('')

// A minified script of one line: from column 0, `explode` of a made-up boom.ts (line 5, column 3); from column 20,
// React's `commitRoot` (line 100, column 1).
const map = JSON.stringify({
  version: 3,
  file: 'index-abc.js',
  sources: ['src/errors/boom.ts', 'node_modules/react-dom/cjs/react-dom.production.js'],
  names: ['explode', 'commitRoot'],
  mappings: [vlq([0, 0, 4, 2, 0]), vlq([20, 1, 95, -2, 1])].join(','),
})
const reader = new FrameReader({ '/assets/index-abc.js': map })

describe('FrameReader', () => {
  it('reads a frame of the build’s own scripts in the terms of its source', () => {
    expect(reader.read({ filename: '/assets/index-abc.js', function: 'a', lineno: 1, colno: 5 })).toEqual({
      filename: 'src/errors/boom.ts',
      function: 'explode',
      lineno: 5,
      colno: 3,
      in_app: true,
    })
    expect(reader.read({ filename: '/assets/index-abc.js', lineno: 1, colno: 30 })).toEqual({
      filename: 'node_modules/react-dom/cjs/react-dom.production.js',
      function: 'commitRoot',
      lineno: 100,
      colno: 1,
      in_app: false,
    })
  })

  it('keeps an own frame it cannot place as it came', () => {
    expect(reader.read({ filename: '/assets/index-abc.js', lineno: 7, colno: 1 })).toEqual({
      filename: '/assets/index-abc.js',
      lineno: 7,
      colno: 1,
      in_app: true,
    })
  })

  it.each([
    { filename: '/assets/injected.js', lineno: 1, colno: 1 },
    { filename: '/contact', lineno: 1, colno: 1 },
    { filename: '<anonymous>', lineno: 1, colno: 1 },
    { filename: '/assets/index-abc.js.map', lineno: 1, colno: 1 },
  ])('leaves out a frame of any other script: %o', (frame) => expect(reader.read(frame)).toBeUndefined())

  it('without maps (the dev server), keeps the site’s own paths as they are', () => {
    const dev = new FrameReader({})
    expect(dev.read({ filename: '/src/errors/boom.ts', lineno: 5, colno: 3 })).toEqual({
      filename: '/src/errors/boom.ts',
      lineno: 5,
      colno: 3,
    })
    expect(dev.read({ filename: '<anonymous>', lineno: 1, colno: 1 })).toBeUndefined()
  })
})
