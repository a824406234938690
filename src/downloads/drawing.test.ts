/**
 * The drawing read back by a DXF parser from the npm registry, as a CAD program would read it: its unit, its
 * layers, and the overall dimensions of each view, as geometry and as the dimensions' text.
 */
import DxfParser from 'dxf-parser'
import { describe, expect, it } from 'vitest'
import { drawingDxf, type DrawingWords } from './drawing'

const words: DrawingWords = {
  name: 'Aurora 90',
  overall: 'Overall dimensions (W × D × H): 900 × 800 × 1350 mm',
  millimetres: 'All dimensions in millimetres',
  pageUrl: 'https://www.example.com/product/aurora-90-cake-display',
  views: { front: 'FRONT VIEW', side: 'SIDE VIEW', top: 'TOP VIEW' },
  layers: { outline: 'OUTLINE', details: 'DETAILS', dimensions: 'DIMENSIONS', text: 'TEXT' },
}

type Entity = { type: string; layer: string; text?: string; vertices?: Array<{ x: number; y: number }> }

function parsed(size = { width: 900, depth: 800, height: 1350 }, w = words) {
  const dxf = new DxfParser().parseSync(drawingDxf(size, w))!
  return { dxf, entities: dxf.entities as unknown as Entity[] }
}

/** The bounding boxes of the outline's closed rectangles (four lines each, in drawing order). */
function outlines(entities: Entity[]) {
  const lines = entities.filter((e) => e.type === 'LINE' && e.layer === words.layers.outline)
  const boxes = []
  for (let i = 0; i < lines.length; i += 4) {
    const points = lines.slice(i, i + 4).flatMap((line) => line.vertices!)
    const xs = points.map((p) => p.x)
    const ys = points.map((p) => p.y)
    boxes.push({ width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) })
  }
  return boxes
}

describe('drawingDxf', () => {
  it('is in millimetres (INSUNITS 4), with a layer for each kind of line', () => {
    const { dxf } = parsed()
    expect((dxf.header as Record<string, unknown>).$INSUNITS).toBe(4)
    expect(Object.keys(dxf.tables.layer.layers)).toEqual(expect.arrayContaining(Object.values(words.layers)))
  })

  it('draws front (W x H), side (D x H) and top (W x D) views at their real size', () => {
    expect(outlines(parsed().entities)).toEqual([
      { width: 900, height: 1350 },
      { width: 800, height: 1350 },
      { width: 900, height: 800 },
    ])
  })

  it('writes each overall dimension on the dimensions layer, and names the views', () => {
    const { entities } = parsed({ width: 1250, depth: 700, height: 1450 })
    const dimensions = entities.filter((e) => e.type === 'TEXT' && e.layer === words.layers.dimensions).map((e) => e.text)
    expect(dimensions.sort()).toEqual(['1250', '1250', '1450', '1450', '700', '700'])
    const texts = entities.filter((e) => e.type === 'TEXT' && e.layer === words.layers.text).map((e) => e.text)
    expect(texts).toEqual(expect.arrayContaining(['FRONT VIEW', 'SIDE VIEW', 'TOP VIEW', 'Aurora 90', words.millimetres, words.pageUrl]))
  })

  it('keeps the words of another language, accents included', () => {
    const italian = { ...words, views: { front: 'VISTA FRONTALE', side: 'VISTA LATERALE', top: "VISTA DALL'ALTO" }, name: 'Caffè 45' }
    const texts = parsed(undefined, italian)
      .entities.filter((e) => e.type === 'TEXT')
      .map((e) => e.text)
    expect(texts).toEqual(expect.arrayContaining(['VISTA FRONTALE', "VISTA DALL'ALTO", 'Caffè 45']))
  })
})
