/** `GET /api/images/<key>/<width>.<avif|webp|jpg>` (docs/decisions/0011, 0065), from a disk cache. The URL changes when
 * the source does, and names the format, so every answer is immutable and one per address; a bad source is a clear 4xx
 * (or 502/504), never a 500. */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { imageLimits } from '#app-config'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { contentStore } from '#src/content/sources.server.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { log } from '#src/platform/log.server.ts'
import type { ProductImage } from '#src/catalogue/product.ts'
import { ImageIndex } from './imageIndex.server'
import { imageKey, type ImageWidth } from './imageUrls'
import { checkPixels, outputTypes, parseImageRequest, isRefusal, type OutputFormat, type Refusal } from './rules'
import { isOnOrigin } from '#src/lib/origin.ts'
import { QueueFullError, Semaphore } from '#src/lib/semaphore.ts'
import { fetchStoreImage, ImageRefusal } from './source.server'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** `origins`: where photos may come from (the store's, WordPress's): each source is read only from its own. */
export type ImageServiceOptions = { origins: string[]; cacheDir: string; index: ImageIndex }

export class ImageService {
  private readonly work = new Semaphore(
    imageLimits.concurrency,
    imageLimits.maxQueued,
    'Too many images are being prepared; try again shortly.',
  )
  /** One piece of work per variant (and per source) at a time: a burst of the same URL waits for one. */
  private readonly pending = new Map<string, Promise<Buffer>>()

  constructor(private readonly options: ImageServiceOptions) {}

  async respond(request: Request, keyParam: string, widthParam: string): Promise<Response> {
    const parsed = parseImageRequest(keyParam, widthParam)
    if (isRefusal(parsed)) return refusalResponse(parsed)
    const image = await this.options.index.lookup(parsed.key)
    if (!image) return refusalResponse({ status: 404, reason: 'No such image.' })
    const { format } = parsed
    try {
      const body = await this.variant(parsed.key, image.src, parsed.width, format)
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
        headers: {
          'Content-Type': outputTypes[format],
          'Content-Length': String(body.byteLength),
          'Cache-Control': IMMUTABLE,
        },
      })
    } catch (error) {
      if (error instanceof ImageRefusal) return refusalResponse(error.refusal)
      if (error instanceof QueueFullError) return refusalResponse({ status: 503, reason: error.message }, { 'Retry-After': '5' })
      log().error({ module: 'images', key: parsed.key, width: parsed.width, format, err: error }, 'could not prepare an image')
      return refusalResponse({ status: 502, reason: 'The image could not be prepared.' })
    }
  }

  /** For the site's own use (the spec sheet's picture), with the route's cache and rules. Throws an ImageRefusal
   * (or QueueFullError) when it cannot be had. */
  prepare(image: Pick<ProductImage, 'src' | 'version'>, width: ImageWidth, format: OutputFormat): Promise<Buffer> {
    return this.variant(imageKey(image), image.src, width, format)
  }

  private variant(key: string, src: string, width: number, format: OutputFormat): Promise<Buffer> {
    const file = join(this.options.cacheDir, key, `${width}.${format}`)
    return this.once(file, async () => {
      const cached = await readFile(file).catch(() => undefined)
      if (cached) return cached
      const source = await this.source(key, src)
      const body = await this.work.run(() => encode(source, width, format))
      await writeAtomically(file, body)
      return body
    })
  }

  private source(key: string, src: string): Promise<Buffer> {
    const file = join(this.options.cacheDir, key, 'source')
    return this.once(file, async () => {
      const cached = await readFile(file).catch(() => undefined)
      if (cached) return cached
      const origin = this.options.origins.find((o) => isOnOrigin(src, o))
      if (!origin) throw new ImageRefusal({ status: 400, reason: 'The image is not on the store.' })
      const body = await fetchStoreImage(src, origin)
      await writeAtomically(file, body)
      return body
    })
  }

  private once(id: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const running = this.pending.get(id)
    if (running) return running
    const task = make().finally(() => this.pending.delete(id))
    this.pending.set(id, task)
    return task
  }
}

/** Resizes (never enlarging) and re-encodes; refuses what is not an image or is too big to decode. */
async function encode(source: Buffer, width: number, format: OutputFormat): Promise<Buffer> {
  const options = { limitInputPixels: imageLimits.maxInputPixels, failOn: 'error', animated: false } as const
  let meta: Metadata
  try {
    // The header only (nothing is decoded), read without the cap so an oversized image is told apart.
    meta = await sharp(source, { ...options, limitInputPixels: false }).metadata()
  } catch {
    throw new ImageRefusal({ status: 415, reason: 'The source is not a readable image.' })
  }
  const tooBig = checkPixels(meta.width, meta.height)
  if (tooBig) throw new ImageRefusal(tooBig)
  const { quality } = imageLimits
  let pipeline = sharp(source, options).autoOrient().resize({ width, withoutEnlargement: true })
  if (format === 'avif') pipeline = pipeline.avif({ quality: quality.avif, effort: quality.avifEffort })
  else if (format === 'webp') pipeline = pipeline.webp({ quality: quality.webp })
  else pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: quality.jpeg, mozjpeg: true })
  try {
    return await pipeline.timeout({ seconds: 30 }).toBuffer()
  } catch {
    throw new ImageRefusal({ status: 415, reason: 'The source is not a readable image.' })
  }
}

async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true })
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(temporary, body)
  await rename(temporary, file)
}

function refusalResponse(refusal: Refusal, headers: Record<string, string> = {}): Response {
  // A refusal may be temporary (the store is down, the source will be fixed): never cache it long.
  return Response.json({ error: refusal.reason }, { status: refusal.status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

let service: ImageService | null | undefined

/** The process-wide service, or null when neither a store nor WordPress is configured (the embedded content has no photos). */
export function imageService(): ImageService | null {
  if (service === undefined) {
    const env = loadEnv()
    const feed = productFeed()
    const content = env.wordpress ? contentStore() : undefined
    const origins = [feed.source.origin, content?.source.origin].filter((o): o is string => !!o)
    service = origins.length
      ? new ImageService({ origins, cacheDir: join(env.dataDir, 'images'), index: new ImageIndex(feed, undefined, undefined, content) })
      : null
  }
  return service
}
