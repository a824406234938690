import { describe, expect, it } from 'vitest'
import { coversField } from './coversField'

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height })
// A badge at the bottom right of a 390 x 844 screen.
const badge = box(200, 780, 178, 52)

describe('coversField', () => {
  it.each<[string, ReturnType<typeof box>[], boolean]>([
    ['no fields', [], false],
    ['a field above it', [box(20, 600, 350, 48)], false],
    ['a field under it', [box(20, 790, 350, 48)], true],
    ['a field touching its top edge only', [box(20, 732, 350, 48)], false],
    ['a field beside it, on the left', [box(20, 790, 180, 48)], false],
    ['a field one pixel into it', [box(20, 733, 350, 48)], true],
    ['a field with no size (hidden)', [box(250, 800, 0, 0)], false],
    ['a checkbox under its corner', [box(370, 820, 16, 16)], true],
    ['one of several', [box(20, 100, 350, 48), box(20, 800, 350, 48)], true],
    ['a field touching its right edge only', [box(378, 790, 10, 20)], false],
    ['a field beside it, on the right', [box(380, 790, 8, 20)], false],
    ['a field just below it (the next screen)', [box(20, 832, 350, 48)], false],
    ['a field with no width, inside it', [box(250, 800, 0, 16)], false],
    ['a field with no height, inside it', [box(250, 800, 16, 0)], false],
  ])('%s: %s', (_, fields, covers) => expect(coversField(badge, fields)).toBe(covers))
})
