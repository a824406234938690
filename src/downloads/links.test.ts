import { describe, expect, it } from 'vitest'
import { drawingHref, eprelUrl, specSheetHref, technicalFileHref, technicalFileKey } from './links'

describe('download links', () => {
  it.each([
    [specSheetHref('en', 'aurora-90-cake-display'), '/api/downloads/en/aurora-90-cake-display/spec-sheet.pdf'],
    [
      specSheetHref('it', 'aurora-90-vetrina-dolci', '0123456789abcdef'),
      '/api/downloads/it/aurora-90-vetrina-dolci/spec-sheet.pdf?v=0123456789abcdef',
    ],
    [drawingHref('en', 'caffè-45'), '/api/downloads/en/caff%C3%A8-45/drawing.dxf'],
    [eprelUrl('1234567'), 'https://eprel.ec.europa.eu/qr/1234567'],
  ])('%s', (href, expected) => expect(href).toBe(expected))

  it('names a store file by a key of its address, which changes with it', () => {
    const file = { url: 'https://shop.example.com/uploads/aurora.dwg' }
    expect(technicalFileHref('it', 'aurora', file)).toBe(`/api/downloads/it/aurora/files/${technicalFileKey(file)}`)
    expect(technicalFileKey(file)).toMatch(/^[0-9a-f]{16}$/)
    expect(technicalFileKey({ url: `${file.url}?v=2` })).not.toBe(technicalFileKey(file))
  })
})
