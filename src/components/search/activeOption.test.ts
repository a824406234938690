import { describe, expect, it } from 'vitest'
import { MIN_SUGGEST_LENGTH, NONE, isComboboxKey, moveActive, suggestQuery, type ComboboxKey } from './activeOption'

describe('moveActive', () => {
  it.each<[number, number, ComboboxKey, number]>([
    [NONE, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [1, 3, 'ArrowDown', 2],
    [2, 3, 'ArrowDown', NONE],
    [NONE, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [0, 3, 'ArrowUp', NONE],
    [1, 3, 'Home', 0],
    [NONE, 3, 'End', 2],
    [NONE, 0, 'ArrowDown', NONE],
    [NONE, 0, 'ArrowUp', NONE],
    [NONE, 0, 'End', NONE],
    [5, 1, 'ArrowDown', NONE],
    [NONE, 1, 'ArrowDown', 0],
  ])('from %i of %i, %s -> %i', (active, count, key, next) => expect(moveActive(active, count, key)).toBe(next))
})

describe('isComboboxKey', () => {
  it.each([
    ['ArrowDown', true],
    ['ArrowUp', true],
    ['Home', true],
    ['End', true],
    ['Enter', false],
    ['Escape', false],
    ['a', false],
  ])('%s -> %s', (key, expected) => expect(isComboboxKey(key)).toBe(expected))
})

describe('suggestQuery', () => {
  it.each([
    ['', null],
    [' g ', null],
    ['ge', 'ge'],
    ['  gelato   vetrina ', 'gelato vetrina'],
    ['x'.repeat(150), 'x'.repeat(100)],
  ])('%j -> %j', (text, query) => expect(suggestQuery(text)).toBe(query))

  it('asks from MIN_SUGGEST_LENGTH letters', () => expect(MIN_SUGGEST_LENGTH).toBe(2))
})
