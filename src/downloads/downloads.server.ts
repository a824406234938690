/** A model's downloads (docs/decisions/0046, 0068). `?v=` of the current version is immutable, as image variants are;
 * the plain address is revalidated as pages are; a sheet without its photo is kept a minute. */
import { join } from 'node:path'
import * as v from 'valibot'
import { findProduct, productFeed, type ProductFeed } from '#src/catalogue/feed.server.ts'
import type { Product } from '#src/catalogue/product.ts'
import { imageService } from '#src/images/service.server.ts'
import { QueueFullError } from '#src/lib/semaphore.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { log } from '#src/platform/log.server.ts'
import { drawingHref, madeFiles as madeFileNames, specSheetHref, technicalFileHref, technicalFileKey } from './links'
import { MadeFiles } from './madeFiles.server'
import { MadeFileParams, StoreFileParams, VersionQuery } from './params'
import { answerStoreFile } from './storeFileAnswer.server'
import { storeFileSize } from './storeFiles.server'
import { DEGRADED, disposition, IMMUTABLE, localeOf, refusal, REVALIDATE } from './answers'
import type { DownloadItem } from './types'

let made: MadeFiles | undefined

function madeFiles(): MadeFiles {
  if (!made) {
    const env = loadEnv()
    made = new MadeFiles(join(env.dataDir, 'spec-sheets'), env.sites, async (image, width) => imageService()?.prepare(image, width, 'jpeg'))
  }
  return made
}

/** On every change of a locale's feed (this process's read or another's message), drop the sheets it no longer makes. */
export function dropOutdatedSpecSheets(feed: Pick<ProductFeed, 'onChange' | 'products'>): void {
  feed.onChange((locale) => {
    void feed
      .products(locale)
      .then((products) => madeFiles().sweep(locale, products))
      .catch((error: unknown) => log().warn({ module: 'downloads', locale, err: error }, 'could not drop outdated spec sheets'))
  })
}

export async function productDownloads(product: Product): Promise<DownloadItem[]> {
  const { locale, slug } = product
  const origin = productFeed().source.origin
  const [sheet, sizes] = await Promise.all([
    madeFiles().specSheetSize(product),
    Promise.all(product.technicalFiles.map((file) => (origin ? storeFileSize(file.url, origin) : undefined))),
  ])
  const drawing = await madeFiles().drawing(product)
  const items: DownloadItem[] = [{ kind: 'specSheet', format: 'PDF', href: specSheetHref(locale, slug, sheet.version), bytes: sheet.bytes }]
  if (drawing)
    items.push({ kind: 'drawing', format: 'DXF', href: drawingHref(locale, slug, drawing.version), bytes: drawing.body.byteLength })
  if (product.datasheetUrl) items.push({ kind: 'datasheet', format: 'PDF', href: product.datasheetUrl })
  product.technicalFiles.forEach((file, i) =>
    items.push({ kind: 'file', name: file.name, format: file.format, href: technicalFileHref(locale, slug, file), bytes: sizes[i] }),
  )
  return items.map((item) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as DownloadItem)
}

export async function respondMadeFile(request: Request, raw: { locale: string; slug: string; file: string }): Promise<Response> {
  const params = v.safeParse(MadeFileParams, raw)
  if (!params.success) return refusal(404, localeOf(raw.locale))
  const { locale, slug, file } = params.output
  const product = await findProduct(locale, slug)
  if (!product) return refusal(404, locale)
  const kind = madeFileNames[file]
  let result
  try {
    result = kind === 'specSheet' ? await madeFiles().specSheet(product) : await madeFiles().drawing(product)
  } catch (error) {
    if (error instanceof QueueFullError) return refusal(503, locale, { 'Retry-After': '5' })
    log().error({ module: 'downloads', slug, locale, err: error }, 'could not make a spec sheet')
    return refusal(502, locale)
  }
  if (!result) return refusal(404, locale)
  const asked = v.safeParse(VersionQuery, new URL(request.url).searchParams.get('v') ?? undefined)
  const etag = `"${result.version}"`
  const headers = {
    'Content-Type': kind === 'specSheet' ? 'application/pdf' : 'image/vnd.dxf',
    'Content-Disposition': disposition(
      kind === 'specSheet' ? 'inline' : 'attachment',
      `lumera-${slug}.${kind === 'specSheet' ? 'pdf' : 'dxf'}`,
    ),
    // A sheet without its photo is never kept long: the photo may come back any minute, under another version.
    'Cache-Control':
      'complete' in result && !result.complete ? DEGRADED : asked.success && asked.output === result.version ? IMMUTABLE : REVALIDATE,
    ETag: etag,
  }
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(result.body), {
    headers: { ...headers, 'Content-Length': String(result.body.byteLength) },
  })
}

/** A technical file of the store, from the store's origin only (storeFileAnswer.server.ts). */
export async function respondStoreFile(
  request: Request,
  raw: { locale: string; slug: string; key: string },
  address: string,
): Promise<Response> {
  const params = v.safeParse(StoreFileParams, raw)
  if (!params.success) return refusal(404, localeOf(raw.locale))
  const { locale, slug, key } = params.output
  const origin = productFeed().source.origin
  const file = (await findProduct(locale, slug))?.technicalFiles.find((f) => technicalFileKey(f) === key)
  if (!file || !origin) return refusal(404, locale)
  const name = decodeURIComponent(new URL(file.url).pathname.split('/').pop() || '') || `${slug}.${file.format.toLowerCase()}`
  return answerStoreFile(request, { file: { url: file.url, origin, name }, locale, address })
}
