import { energyClassColour, energyScale } from '#src/catalogue/energyLabel.ts'
import type { EnergyClass } from '#src/catalogue/product.ts'
import type { SheetContent } from './sheetContent'
import { add, INK, LEFT, SOFT, type Doc, type Struct } from './sheetLayout.server'

/** The label's arrow in the class's colour with its letter, the scale beside it, and the EPREL address in words. */
export function energyBlock(doc: Doc, root: Struct, energy: NonNullable<SheetContent['energy']>) {
  const y = doc.y
  const letter = energy.letter as EnergyClass
  add(
    doc,
    root,
    'Figure',
    () => {
      doc.font('strong').fontSize(7).fillColor(INK)
      doc.text(energyScale.best, LEFT.x, y, { width: 10, align: 'center' })
      doc.text(energyScale.worst, LEFT.x, y + 17, { width: 10, align: 'center' })
      doc
        .moveTo(LEFT.x + 5, y + 9)
        .lineTo(LEFT.x + 5, y + 16)
        .lineWidth(0.8)
        .stroke(INK)
      const x = LEFT.x + 14
      doc
        .polygon([x, y], [x + 34, y], [x + 46, y + 13], [x + 34, y + 26], [x, y + 26])
        .lineWidth(1)
        .fillAndStroke(energyClassColour[letter], INK)
      doc.font('strong').fontSize(18).fillColor('#ffffff').strokeColor(INK).lineWidth(0.6)
      doc.text(energy.letter, x, y + 3, { width: 34, align: 'center', fill: true, stroke: true })
    },
    { alt: energy.text },
  )
  add(doc, root, 'P', () =>
    doc
      .font('strong')
      .fontSize(9)
      .fillColor(INK)
      .text(energy.text, LEFT.x + 70, y + 2, { width: LEFT.width - 70 }),
  )
  add(doc, root, 'P', () =>
    doc
      .font('text')
      .fontSize(7.5)
      .fillColor(SOFT)
      .text(energy.eprel, LEFT.x, y + 34, { width: LEFT.width }),
  )
  // The address on a line of its own: wrapped after "https://", it would no longer read as one address.
  add(doc, root, 'P', () => doc.text(energy.url, { width: LEFT.width, link: energy.url, lineBreak: false }))
  doc.x = LEFT.x
  doc.moveDown(1)
}
