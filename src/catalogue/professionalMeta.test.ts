import { describe, expect, it } from 'vitest'
import { energyLabelOf, overallDimensionsOf, technicalFilesOf } from './professionalMeta'

describe('overallDimensionsOf (width x depth x height)', () => {
  it.each<[unknown, { width: number; depth: number; height: number }]>([
    ['1250 x 700 x 1450 mm', { width: 1250, depth: 700, height: 1450 }],
    ['1250×700×1450 mm', { width: 1250, depth: 700, height: 1450 }],
    [' 900 X 800 x 1350 ', { width: 900, depth: 800, height: 1350 }],
    ['125 x 70 x 145 cm', { width: 1250, depth: 700, height: 1450 }],
    ['62,5 x 60 x 150 cm', { width: 625, depth: 600, height: 1500 }],
    ['900*800*1350mm', { width: 900, depth: 800, height: 1350 }],
    ['1 x 1 x 1 mm', { width: 1, depth: 1, height: 1 }],
    ['20000 x 700 x 1450 mm', { width: 20000, depth: 700, height: 1450 }],
  ])('%j is %j', (value, size) => expect(overallDimensionsOf(value)).toEqual(size))

  it.each([
    undefined,
    null,
    1250,
    '',
    '1250 x 700 mm',
    '1250 x 700 x 1450 x 10 mm',
    '1250 x 700 x 1450 m',
    'about 1 m wide',
    '0 x 700 x 1450 mm',
    '20001 x 700 x 1450 mm',
    '0,4 x 700 x 1450 mm',
    ['1250', '700', '1450'],
    { width: 1250 },
  ])('refuses %j', (value) => expect(overallDimensionsOf(value)).toBeUndefined())
})

describe('energyLabelOf (both fields or nothing)', () => {
  it.each<[unknown, unknown, { energyClass: string; eprelId: string }]>([
    ['B', '1234567', { energyClass: 'B', eprelId: '1234567' }],
    [' c ', 1234567, { energyClass: 'C', eprelId: '1234567' }],
    ['G', ' 42 ', { energyClass: 'G', eprelId: '42' }],
  ])('%j and %j', (letter, id, label) => expect(energyLabelOf(letter, id)).toEqual(label))

  it.each<[unknown, unknown]>([
    ['B', undefined],
    [undefined, '1234567'],
    ['A+++', '1234567'],
    ['H', '1234567'],
    ['AB', '1234567'],
    ['B', 'EPREL-1'],
    ['B', '0123'],
    ['B', 12.5],
    ['B', -3],
    ['B', ''],
    [2, '1234567'],
  ])('refuses %j with %j', (letter, id) => expect(energyLabelOf(letter, id)).toBeUndefined())
})

describe('technicalFilesOf', () => {
  const store = 'https://shop.example.com'
  const file = (over: Record<string, unknown> = {}) => ({
    name: 'Front and side views',
    file: `${store}/wp-content/uploads/aurora.dwg`,
    format: 'DWG',
    ...over,
  })

  it('keeps the files on the store, with their format in capitals', () => {
    expect(technicalFilesOf([file(), file({ name: ' BIM object ', file: `${store}/f/a.rfa`, format: 'rfa' })], store)).toEqual([
      { name: 'Front and side views', url: `${store}/wp-content/uploads/aurora.dwg`, format: 'DWG' },
      { name: 'BIM object', url: `${store}/f/a.rfa`, format: 'RFA' },
    ])
  })

  it.each<[string, Record<string, unknown>]>([
    ['another origin', { file: 'https://cdn.example.net/aurora.dwg' }],
    ['the same host over another scheme', { file: 'http://shop.example.com/aurora.dwg' }],
    ['a host that only starts like the store', { file: 'https://shop.example.com.evil.test/aurora.dwg' }],
    ['a relative path', { file: '/wp-content/uploads/aurora.dwg' }],
    ['a script URL', { file: 'javascript:alert(1)' }],
    ['no name', { name: ' ' }],
    ['a format that is not one', { format: 'D W G' }],
    ['no format', { format: undefined }],
  ])('leaves out %s', (_, over) => expect(technicalFilesOf([file(over)], store)).toEqual([]))

  it('reads nothing without a store, and nothing that is not a list', () => {
    expect(technicalFilesOf([file()], undefined)).toEqual([])
    expect(technicalFilesOf({ 0: file() }, store)).toEqual([])
    expect(technicalFilesOf('aurora.dwg', store)).toEqual([])
  })

  it('keeps at most twenty', () => {
    expect(
      technicalFilesOf(
        Array.from({ length: 25 }, () => file()),
        store,
      ),
    ).toHaveLength(20)
  })
})
