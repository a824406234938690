/** The spec sheet's page, colours and the two helpers every part of it draws with (sheetDocument.server.ts). */
// The site's colours (src/styles/app.css): ink, soft ink, rules, brand, cream.
export const [INK, SOFT, LINE, BRAND, CREAM] = ['#1f1a17', '#5a514b', '#e3dbd1', '#8a5a3c', '#f4eee6']

export const PAGE = { width: 595.28, height: 841.89, margin: 42 }
export const LEFT = { x: PAGE.margin, width: 215 }
export const RIGHT = { x: PAGE.margin + 235, width: PAGE.width - PAGE.margin * 2 - 235 }
export const LABEL_WIDTH = 112

export type Doc = PDFKit.PDFDocument
export type Struct = PDFKit.PDFStructureElement

export function artifact(doc: Doc, draw: () => void) {
  doc.markContent('Artifact')
  draw()
  doc.endMarkedContent()
}

export function add(doc: Doc, parent: Struct, type: string, draw: () => void, options: { alt?: string } = {}) {
  parent.add(doc.struct(type, options, draw))
}
