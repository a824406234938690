/** The one place that builds the download addresses (docs/downloads.md), for pages, the comparison and emails. */
import type { Locale } from '#app-config'
import { stableKey } from '#src/images/imageUrls.ts'
import type { TechnicalFile } from '#src/catalogue/product.ts'

const DOWNLOADS_PATH = '/api/downloads'

/** The files the site makes for every model, by the last segment of their address. */
export const madeFiles = { 'spec-sheet.pdf': 'specSheet', 'drawing.dxf': 'drawing' } as const
export type MadeFileName = keyof typeof madeFiles
type MadeFile = (typeof madeFiles)[MadeFileName]
const fileNameOf = Object.fromEntries(Object.entries(madeFiles).map(([name, kind]) => [kind, name])) as Record<MadeFile, MadeFileName>

const base = (locale: Locale, slug: string) => `${DOWNLOADS_PATH}/${locale}/${encodeURIComponent(slug)}`

/** `version` (the content's hash) makes the address one a cache may keep for good. */
function madeFileHref(kind: MadeFile, locale: Locale, slug: string, version?: string): string {
  return `${base(locale, slug)}/${fileNameOf[kind]}${version ? `?v=${version}` : ''}`
}

export const specSheetHref = (locale: Locale, slug: string, version?: string) => madeFileHref('specSheet', locale, slug, version)
export const drawingHref = (locale: Locale, slug: string, version?: string) => madeFileHref('drawing', locale, slug, version)

/** The key of a store file in the site's address: it changes when the file's address does. */
export const technicalFileKey = (file: Pick<TechnicalFile, 'url'>) => stableKey(file.url)

export const technicalFileHref = (locale: Locale, slug: string, file: Pick<TechnicalFile, 'url'>) =>
  `${base(locale, slug)}/files/${technicalFileKey(file)}`

/** The model's entry in the EU product database (EPREL): its label and product information sheet. */
export const eprelUrl = (eprelId: string) => `https://eprel.ec.europa.eu/qr/${encodeURIComponent(eprelId)}`
