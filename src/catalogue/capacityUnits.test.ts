import { describe, expect, it } from 'vitest'
import { groupByUnit, unitOf } from './capacityUnits'

describe('unitOf', () => {
  it.each<[string, ReturnType<typeof unitOf>]>([
    ['3 shelves', { unit: 'shelves', written: null }],
    ['1 shelf', { unit: 'shelves', written: null }],
    ['5 ripiani', { unit: 'shelves', written: null }],
    ['10 tubs (5 l)', { unit: 'tubs', written: null }],
    ['12 vaschette (5 l)', { unit: 'tubs', written: null }],
    ['8 wells', { unit: 'wells', written: null }],
    ['8 pozzetti', { unit: 'wells', written: null }],
    ['120 bottles', { unit: 'bottles', written: null }],
    ['45 bottiglie', { unit: 'bottles', written: null }],
    ['3 Etagen', { unit: 'shelves', written: null }],
    ['10 Eiswannen (5\u00a0l)', { unit: 'tubs', written: null }],
    ['8 Kühlschächte', { unit: 'wells', written: null }],
    ['60 Flaschen', { unit: 'bottles', written: null }],
    ['70\u00a0kg', { unit: 'kilograms', written: null }],
    ['100 kg', { unit: 'kilograms', written: null }],
    ['70kg', { unit: 'kilograms', written: null }],
    ['1,5 kg', { unit: 'kilograms', written: null }],
    ['6 GN 1/1 trays', { unit: null, written: 'GN 1/1 trays' }],
    ['Large', { unit: null, written: null }],
    ['', { unit: null, written: null }],
    ['  12  ', { unit: null, written: null }],
    ['  3 shelves', { unit: 'shelves', written: null }],
    ['1,25 kg', { unit: 'kilograms', written: null }],
    ['6 GN trays  ', { unit: null, written: 'GN trays' }],
    ['Up to 3 shelves', { unit: null, written: null }],
    ['3 shelves\nand a drawer', { unit: null, written: null }],
  ])('%j -> %j', (value, expected) => expect(unitOf(value)).toEqual(expected))
})

describe('groupByUnit', () => {
  const option = (value: string) => ({ value, count: 1 })
  it('groups by unit, known units in their order, unknown ones after, values without a number last', () => {
    const groups = groupByUnit(
      [
        '100 kg',
        '2 shelves',
        'Large',
        '6 GN trays',
        '120 bottles',
        '3 shelves',
        '8 wells',
        '4 crates',
        '10 tubs (5 l)',
        '4 gn trays',
        '70 kg',
      ].map(option),
    )
    expect(groups.map((g) => [g.unit, g.written, g.options.map((o) => o.value)])).toEqual([
      ['shelves', null, ['2 shelves', '3 shelves']],
      ['tubs', null, ['10 tubs (5 l)']],
      ['wells', null, ['8 wells']],
      ['bottles', null, ['120 bottles']],
      ['kilograms', null, ['100 kg', '70 kg']],
      [null, 'GN trays', ['6 GN trays', '4 gn trays']],
      [null, 'crates', ['4 crates']],
      [null, null, ['Large']],
    ])
  })

  it('nothing to group: no groups', () => expect(groupByUnit([])).toEqual([]))
})
