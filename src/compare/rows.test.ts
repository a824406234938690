import { describe, expect, it } from 'vitest'
import type { FactKey, FactValue } from '#src/catalogue/productFacts.ts'
import { comparable, comparisonRows } from './rows'

describe('comparable', () => {
  it.each<[FactValue, FactValue]>([
    [['+2 / +8 °C'], ['+2/+8 °C']],
    [['Ventilated'], ['ventilated']],
    [
      ['Pure white', 'Sage green'],
      ['Sage green', 'Pure white'],
    ],
    [['820 × 640 mm'], ['820 ×  640 mm']],
    [['Caffè'], ['Caffe\u0300']],
  ])('%j reads the same as %j', (a, b) => expect(comparable(a)).toBe(comparable(b)))

  it.each<[FactValue, FactValue]>([
    [['+2 / +8 °C'], ['+2 / +6 °C']],
    [['Ventilated'], undefined],
    [['Pure white'], ['Pure white', 'Sage green']],
    [['Static'], ['Ventilated']],
    // Two items are not one item naming both.
    [['Pure', 'white'], ['Pure white']],
    // Case is folded to lower case: upper case would make "ß" and "ss" the same.
    [['Weiß'], ['Weiss']],
  ])('%j differs from %j', (a, b) => expect(comparable(a)).not.toBe(comparable(b)))

  it('reads every kind of space, and a run of them, as none', () =>
    expect(comparable(['+2\u00a0/\t+8  °C', 'Sage\ngreen'])).toBe(comparable(['+2/+8°C', 'Sagegreen'])))

  it('reads a fact not stated as null', () => expect(comparable(undefined)).toBeNull())
})

const facts = (values: Partial<Record<FactKey, FactValue>>) => values

describe('comparisonRows', () => {
  it('lists the facts in the order of the product page, one value per product, and marks the ones that differ', () => {
    const rows = comparisonRows([
      facts({ power: ['450 W'], temperature: ['+2 / +8 °C'], weight: ['165 kg'] }),
      facts({ power: ['520 W'], temperature: ['+2/+8 °C'], weight: ['165 kg'] }),
    ])
    expect(rows).toEqual([
      { key: 'temperature', values: [['+2 / +8 °C'], ['+2/+8 °C']], differs: false },
      { key: 'power', values: [['450 W'], ['520 W']], differs: true },
      { key: 'weight', values: [['165 kg'], ['165 kg']], differs: false },
    ])
  })

  it('keeps a fact one product lacks, as a difference, and leaves out a fact none states', () => {
    const rows = comparisonRows([facts({ noiseLevel: ['42 dB(A)'] }), facts({}), facts({ noiseLevel: ['42 dB(A)'] })])
    expect(rows).toEqual([{ key: 'noiseLevel', values: [['42 dB(A)'], undefined, ['42 dB(A)']], differs: true }])
  })

  it('finds a difference in the last product too', () => {
    const rows = comparisonRows([facts({ door: ['Hinged'] }), facts({ door: ['Hinged'] }), facts({ door: ['Sliding'] })])
    expect(rows[0]!.differs).toBe(true)
  })

  it('marks nothing with a single product', () => {
    expect(comparisonRows([facts({ door: ['Hinged'], power: ['1 kW'] })]).every((row) => !row.differs)).toBe(true)
  })

  it('has no rows without products', () => expect(comparisonRows([])).toEqual([]))
})
