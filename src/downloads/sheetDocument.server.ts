/** A tagged A4 spec sheet with PDFKit (docs/decisions/0046); rules and backgrounds are artifacts, which screen
 * readers skip. */
import PDFDocument from 'pdfkit'
import type { SheetFonts } from './fonts.server'
import type { SheetContent } from './sheetContent'
import { energyBlock } from './sheetEnergy.server'
import { add, artifact, BRAND, CREAM, INK, LABEL_WIDTH, LEFT, LINE, PAGE, RIGHT, SOFT, type Doc, type Struct } from './sheetLayout.server'

/** The sheet as PDF bytes; `picture` is a JPEG or PNG, or nothing (the sheet is made without one). */
export function sheetPdf(content: SheetContent, fonts: SheetFonts, picture: Buffer | undefined): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    tagged: true,
    lang: content.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    // The first font is ours: PDFKit's default (Helvetica) would read its metrics from a file beside the library.
    font: fonts.text as unknown as string,
    info: { Title: content.title, Subject: content.subject, Author: 'Lumera', Creator: 'Lumera', Keywords: content.collection ?? '' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // PDFKit takes a parsed font as it takes a file (its types only say the latter).
  doc.registerFont('text', fonts.text as unknown as Buffer)
  doc.registerFont('strong', fonts.strong as unknown as Buffer)
  doc.registerFont('display', fonts.display as unknown as Buffer)
  const root = doc.struct('Document')
  doc.addStructure(root)
  header(doc, root, content)
  const top = doc.y + 16
  leftColumn(doc, root, content, picture, top)
  const leftEnd = doc.y
  rightColumn(doc, root, content, top)
  doc.y = Math.max(leftEnd, doc.y) + 18
  closing(doc, root, content)
  root.end()
  doc.end()
  return done
}

function header(doc: Doc, root: Struct, content: SheetContent) {
  const width = PAGE.width - PAGE.margin * 2
  add(doc, root, 'P', () => {
    doc.font('strong').fontSize(8.5).fillColor(BRAND)
    // No letter spacing: text extraction (search, screen readers) would read it as separate letters.
    doc.text(`LUMERA · ${content.subject.toUpperCase()}`, PAGE.margin, PAGE.margin, { width })
  })
  if (content.collection) {
    add(doc, root, 'P', () => {
      doc.font('strong').fontSize(8.5).fillColor(SOFT).text(content.collection!.toUpperCase(), { width })
    })
  }
  add(doc, root, 'H1', () => {
    doc.moveDown(0.3).font('display').fontSize(30).fillColor(INK).text(content.title, { width })
  })
  if (content.summary) {
    add(doc, root, 'P', () => {
      doc.moveDown(0.2).font('text').fontSize(10).fillColor(SOFT).text(content.summary!, { width, lineGap: 2 })
    })
  }
}

function leftColumn(doc: Doc, root: Struct, content: SheetContent, picture: Buffer | undefined, top: number) {
  doc.y = top
  if (picture) {
    const height = Math.round((LEFT.width * 3) / 4)
    artifact(doc, () => doc.rect(LEFT.x, top, LEFT.width, height).fill(CREAM))
    add(doc, root, 'Figure', () => doc.image(picture, LEFT.x, top, { fit: [LEFT.width, height], align: 'center', valign: 'center' }), {
      alt: content.pictureAlt ?? content.title,
    })
    doc.y = top + height + 14
  }
  if (content.energy) energyBlock(doc, root, content.energy)
  for (const list of content.lists) {
    add(doc, root, 'H2', () => {
      doc.font('display').fontSize(14).fillColor(INK).text(list.heading, LEFT.x, doc.y, { width: LEFT.width })
    })
    const items = doc.struct('L')
    root.add(items)
    for (const item of list.items) {
      const entry = doc.struct('LI')
      items.add(entry)
      // The bullet is drawn, not written: a screen reader reads the list's items, not a dot before each.
      const y = doc.y
      artifact(doc, () => doc.circle(LEFT.x + 2, y + 4.5, 1.2).fill(BRAND))
      entry.add(
        doc.struct('LBody', {}, () => {
          doc
            .font('text')
            .fontSize(8.5)
            .fillColor(INK)
            .text(item, LEFT.x + 8, y, { width: LEFT.width - 8, lineGap: 1 })
        }),
      )
    }
    items.end()
    doc.moveDown(0.6)
  }
}

function rightColumn(doc: Doc, root: Struct, content: SheetContent, top: number) {
  doc.y = top
  for (const table of content.tables) {
    add(doc, root, 'H2', () => {
      doc.font('display').fontSize(16).fillColor(INK).text(table.heading, RIGHT.x, doc.y, { width: RIGHT.width })
    })
    doc.moveDown(0.3)
    const element = doc.struct('Table')
    root.add(element)
    for (const row of table.rows) {
      const y = doc.y
      artifact(doc, () =>
        doc
          .moveTo(RIGHT.x, y)
          .lineTo(RIGHT.x + RIGHT.width, y)
          .lineWidth(0.5)
          .stroke(LINE),
      )
      const tr = doc.struct('TR')
      element.add(tr)
      let bottom = y
      tr.add(
        doc.struct('TH', {}, () => {
          doc
            .font('text')
            .fontSize(8.5)
            .fillColor(SOFT)
            .text(row.label, RIGHT.x, y + 5, { width: LABEL_WIDTH - 8 })
          bottom = Math.max(bottom, doc.y)
        }),
      )
      tr.add(
        doc.struct('TD', {}, () => {
          doc.font('strong').fontSize(8.5).fillColor(INK)
          doc.text(row.value, RIGHT.x + LABEL_WIDTH, y + 5, { width: RIGHT.width - LABEL_WIDTH })
          bottom = Math.max(bottom, doc.y)
        }),
      )
      doc.y = bottom + 4
    }
    element.end()
    artifact(doc, () =>
      doc
        .moveTo(RIGHT.x, doc.y)
        .lineTo(RIGHT.x + RIGHT.width, doc.y)
        .lineWidth(0.5)
        .stroke(LINE),
    )
    doc.moveDown(1.2)
  }
}

function closing(doc: Doc, root: Struct, content: SheetContent) {
  const width = PAGE.width - PAGE.margin * 2
  // At the foot of the page when there is room, else right after the content.
  const y = Math.max(doc.y, PAGE.height - PAGE.margin - 48)
  artifact(doc, () =>
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + width, y)
      .lineWidth(0.5)
      .stroke(LINE),
  )
  add(doc, root, 'P', () => {
    doc
      .font('strong')
      .fontSize(8.5)
      .fillColor(INK)
      .text(content.online, PAGE.margin, y + 8, { width, link: content.pageUrl })
  })
  for (const line of content.footer) {
    add(doc, root, 'P', () =>
      doc
        .font('text')
        .fontSize(7.5)
        .fillColor(SOFT)
        .text(line, PAGE.margin, doc.y + 2, { width }),
    )
  }
}
