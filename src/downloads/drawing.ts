/** A model's drawing as DXF in millimetres, first-angle projection (docs/decisions/0046). Dimensions are lines and
 * text: DIMENSION entities need a block each, which many readers do not rebuild. */
import { Colors, DxfWriter, point3d, TextHorizontalAlignment, TextVerticalAlignment, Units } from '@tarikjabiri/dxf'
import type { OverallDimensions } from '#src/catalogue/product.ts'

export type DrawingWords = {
  name: string
  overall: string
  millimetres: string
  pageUrl: string
  views: { front: string; side: string; top: string }
  layers: { outline: string; details: string; dimensions: string; text: string }
}

type Point = readonly [number, number]
type Layers = DrawingWords['layers']

class Sheet {
  readonly dxf = new DxfWriter()
  constructor(
    readonly layers: Layers,
    readonly textHeight: number,
  ) {
    this.dxf.setUnits(Units.Millimeters)
    this.dxf.setVariable('$MEASUREMENT', { 70: 1 })
    this.dxf.addLayer(layers.outline, Colors.White, 'CONTINUOUS')
    this.dxf.addLayer(layers.details, Colors.Cyan, 'CONTINUOUS')
    this.dxf.addLayer(layers.dimensions, Colors.Red, 'CONTINUOUS')
    this.dxf.addLayer(layers.text, Colors.Green, 'CONTINUOUS')
  }

  line(layer: keyof Layers, [x1, y1]: Point, [x2, y2]: Point) {
    this.dxf.addLine(point3d(x1, y1), point3d(x2, y2), { layerName: this.layers[layer] })
  }

  rect(layer: keyof Layers, [x, y]: Point, width: number, height: number) {
    const corners: Point[] = [
      [x, y],
      [x + width, y],
      [x + width, y + height],
      [x, y + height],
    ]
    corners.forEach((corner, i) => this.line(layer, corner, corners[(i + 1) % 4]!))
  }

  text(layer: keyof Layers, [x, y]: Point, value: string, options: { height?: number; centred?: boolean; rotation?: number } = {}) {
    const at = point3d(x, y)
    this.dxf.addText(at, options.height ?? this.textHeight, value, {
      layerName: this.layers[layer],
      rotation: options.rotation ?? 0,
      ...(options.centred
        ? { horizontalAlignment: TextHorizontalAlignment.Center, verticalAlignment: TextVerticalAlignment.Bottom, secondAlignmentPoint: at }
        : {}),
    })
  }

  /** A dimension from `a` to `b`, its line `offset` away (negative: below or left), with ticks and its length. */
  dimension(a: Point, b: Point, offset: number) {
    const vertical = a[0] === b[0]
    const shift = (p: Point, by: number): Point => (vertical ? [p[0] + by, p[1]] : [p[0], p[1] + by])
    const overshoot = Math.sign(offset) * this.textHeight * 0.4
    const [p, q] = [shift(a, offset), shift(b, offset)]
    this.line('dimensions', shift(a, Math.sign(offset) * this.textHeight * 0.3), shift(p, overshoot))
    this.line('dimensions', shift(b, Math.sign(offset) * this.textHeight * 0.3), shift(q, overshoot))
    this.line('dimensions', p, q)
    const tick = this.textHeight * 0.35
    for (const [x, y] of [p, q]) this.line('dimensions', [x - tick, y - tick], [x + tick, y + tick])
    const length = Math.round(Math.abs(vertical ? b[1] - a[1] : b[0] - a[0]))
    const middle: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]
    const gap = this.textHeight * 0.3
    this.text('dimensions', vertical ? [middle[0] - gap, middle[1]] : [middle[0], middle[1] + gap], String(length), {
      centred: true,
      rotation: vertical ? 90 : 0,
    })
  }
}

export function drawingDxf({ width, depth, height }: OverallDimensions, words: DrawingWords): string {
  const largest = Math.max(width, depth, height)
  const textHeight = Math.max(20, Math.round(largest / 45))
  const gap = Math.max(400, Math.round(largest * 0.35))
  const sheet = new Sheet(words.layers, textHeight)
  // A plinth and a glazed front, so that the views read as a cabinet; their sizes are indicative, the outline is not.
  const plinth = Math.round(Math.min(150, height * 0.1))
  const inset = Math.round(Math.min(60, width * 0.06))

  // Front view: width x height, origin at its bottom left.
  sheet.rect('outline', [0, 0], width, height)
  sheet.line('details', [0, plinth], [width, plinth])
  sheet.rect('details', [inset, plinth + inset], width - inset * 2, height - plinth - inset * 2)
  sheet.dimension([0, 0], [width, 0], -textHeight * 3)
  sheet.dimension([0, 0], [0, height], -textHeight * 3)
  sheet.text('text', [width / 2, height + textHeight * 1.5], words.views.front, { centred: true })

  // Side view (first angle: the left side, drawn to the right of the front): depth x height.
  const side = width + gap
  sheet.rect('outline', [side, 0], depth, height)
  sheet.line('details', [side, plinth], [side + depth, plinth])
  sheet.dimension([side, 0], [side + depth, 0], -textHeight * 3)
  sheet.dimension([side + depth, 0], [side + depth, height], textHeight * 3)
  sheet.text('text', [side + depth / 2, height + textHeight * 1.5], words.views.side, { centred: true })

  // Top view (first angle: below the front): width x depth.
  const top = -(gap + depth)
  sheet.rect('outline', [0, top], width, depth)
  sheet.line('details', [inset, top + depth - inset], [width - inset, top + depth - inset])
  sheet.dimension([0, top], [width, top], -textHeight * 3)
  sheet.dimension([0, top], [0, top + depth], -textHeight * 3)
  sheet.text('text', [width / 2, top + depth + textHeight * 1.5], words.views.top, { centred: true })

  const lines = [words.name, words.overall, words.millimetres, words.pageUrl]
  lines.forEach((line, i) =>
    sheet.text('text', [side, top + depth - i * textHeight * 2], line, { height: i ? textHeight : textHeight * 1.6 }),
  )

  const right = side + Math.max(depth + textHeight * 4, words.pageUrl.length * textHeight * 0.7)
  sheet.dxf.setVariable('$EXTMIN', { 10: -textHeight * 6, 20: top - textHeight * 6, 30: 0 })
  sheet.dxf.setVariable('$EXTMAX', { 10: right, 20: height + textHeight * 4, 30: 0 })
  return sheet.dxf.stringify()
}
