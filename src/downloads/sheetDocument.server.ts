/**
 * A spec sheet on A4 with PDFKit (docs/decisions/0041): tagged, its structure tree the reading order; rules and
 * backgrounds are artifacts, which screen readers skip.
 */
import PDFDocument from 'pdfkit'
import { energyClassColour, energyScale } from '#src/catalogue/energyLabel.ts'
import type { EnergyClass } from '#src/catalogue/product.ts'
import type { SheetFonts } from './fonts.server'
import type { SheetContent } from './sheetContent'

const INK = '#1f1a17'
const SOFT = '#5a514b'
const LINE = '#e3dbd1'
const BRAND = '#8a5a3c'
const CREAM = '#f4eee6'

const PAGE = { width: 595.28, height: 841.89, margin: 42 }
const LEFT = { x: PAGE.margin, width: 215 }
const RIGHT = { x: PAGE.margin + 235, width: PAGE.width - PAGE.margin * 2 - 235 }
const LABEL_WIDTH = 112

type Doc = PDFKit.PDFDocument
type Struct = PDFKit.PDFStructureElement

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

function artifact(doc: Doc, draw: () => void) {
  doc.markContent('Artifact')
  draw()
  doc.endMarkedContent()
}

function add(doc: Doc, parent: Struct, type: string, draw: () => void, options: { alt?: string } = {}) {
  parent.add(doc.struct(type, options, draw))
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
      entry.add(
        doc.struct('LBody', {}, () => {
          doc.font('text').fontSize(8.5).fillColor(INK).text(`·  ${item}`, LEFT.x, doc.y, { width: LEFT.width, lineGap: 1 })
        }),
      )
    }
    items.end()
    doc.moveDown(0.6)
  }
}

/** The label's arrow in the class's colour with its letter, the scale beside it, and the EPREL address in words. */
function energyBlock(doc: Doc, root: Struct, energy: NonNullable<SheetContent['energy']>) {
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
  add(doc, root, 'P', () => {
    doc
      .font('strong')
      .fontSize(9)
      .fillColor(INK)
      .text(energy.text, LEFT.x + 70, y + 2, { width: LEFT.width - 70 })
  })
  add(doc, root, 'P', () => {
    doc
      .font('text')
      .fontSize(7.5)
      .fillColor(SOFT)
      .text(energy.eprel, LEFT.x, y + 34, { width: LEFT.width })
    // The address on a line of its own: wrapped after "https://", it would no longer read as one address.
    doc.text(energy.url, { width: LEFT.width, link: energy.url, lineBreak: false })
  })
  doc.x = LEFT.x
  doc.moveDown(1)
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
