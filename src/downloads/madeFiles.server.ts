/** The spec sheet (kept under DATA_DIR) and the drawing (made in memory). A version hashes all a file is made from,
 * so any change is a new file (docs/decisions/0046). */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { join } from 'node:path'
import { downloadLimits, type Locale } from '#app-config'
import type { Product } from '#src/catalogue/product.ts'
import { overallText } from '#src/catalogue/overallText.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
// Paraglide's server strategy: a sheet is made in the language of its product page's address.
import '#src/i18n/requestLocale.server.ts'
import { siteUrl, type Sites } from '#src/i18n/sites.ts'
import { imageKey } from '#src/images/imageUrls.ts'
import { Semaphore } from '#src/lib/semaphore.ts'
import { m } from '#src/paraglide/messages.js'
import { paraglideMiddleware } from '#src/paraglide/server.js'
import { drawingDxf, type DrawingWords } from './drawing'
import type { StorePhotos } from './picture.server'
import { sheetContent } from './sheetContent'

// The PDF library, the typefaces and sharp come with the first sheet, not with the server's start.
const makers = () => Promise.all([import('./fonts.server'), import('./picture.server'), import('./sheetDocument.server')])

/** Raised when the layout changes: every sheet and drawing is then made again. */
const SHEET_LAYOUT = 1
const DRAWING_LAYOUT = 1
const MEMO_ENTRIES = 200

/** `complete` is false for a sheet made without the photo it should have (the store did not send it). */
export type MadeFile = { body: Buffer; version: string; complete: boolean }
export type MadeDrawing = { body: Buffer; version: string }

const versionOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)

export class MadeFiles {
  private readonly work = new Semaphore(downloadLimits.concurrency, downloadLimits.maxQueued)
  private readonly pending = new Map<string, Promise<MadeFile>>()
  private readonly drawings = new Map<string, Buffer>()
  /** Photos the store did not send, by image key, and when to ask again: meanwhile sheets are made without them. */
  private readonly photoFailures = new Map<string, number>()

  constructor(
    private readonly dir: string,
    private readonly sites: Sites,
    private readonly photos: StorePhotos = async () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `make` with the messages of the product page's language, as a request for its prefixed path would (on no
   * host of the site's: the prefix alone says the language, whatever domains the languages have). */
  private inLocale<T>(product: Pick<Product, 'locale' | 'slug'>, make: () => T): Promise<T> {
    const page = new URL(publicPath('/product/$slug', product.locale, { slug: product.slug }), 'http://spec-sheet.invalid')
    return paraglideMiddleware(new Request(page), make) as Promise<Awaited<T>>
  }

  private pageUrl(product: Pick<Product, 'locale' | 'slug'>) {
    return siteUrl(this.sites, publicPath('/product/$slug', product.locale, { slug: product.slug }))
  }

  /** What the sheet is made from, and its version: a sheet without its photo has a version (and an ETag) of its own. */
  private async sheetPlan(product: Product) {
    const content = await this.inLocale(product, () => sheetContent(product, this.pageUrl(product)))
    const image = product.images[0]
    const key = image ? imageKey(image) : null
    const whole = versionOf([SHEET_LAYOUT, content, key])
    const withoutPhoto = versionOf([SHEET_LAYOUT, content, key, 'without its photo'])
    const photoFailing = key !== null && (this.photoFailures.get(key) ?? -Infinity) > this.now()
    return { content, image, key, whole, withoutPhoto, version: photoFailing ? withoutPhoto : whole }
  }

  private sheetFile(product: Pick<Product, 'locale' | 'slug'>, version: string) {
    return join(this.dir, product.locale, encodeURIComponent(product.slug), `${version}.pdf`)
  }

  async specSheet(product: Product): Promise<MadeFile> {
    const plan = await this.sheetPlan(product)
    const file = this.sheetFile(product, plan.version)
    let running = this.pending.get(file)
    if (!running) {
      running = this.makeSheet(product, plan).finally(() => this.pending.delete(file))
      this.pending.set(file, running)
    }
    return running
  }

  private async makeSheet(product: Product, plan: Awaited<ReturnType<MadeFiles['sheetPlan']>>): Promise<MadeFile> {
    const complete = plan.version === plan.whole
    const cached = await readFile(this.sheetFile(product, plan.version)).catch(() => undefined)
    if (cached) return { body: cached, version: plan.version, complete }
    const [{ sheetFonts }, { sheetPicture }, { sheetPdf }] = await makers()
    const [fonts, picture] = await Promise.all([sheetFonts(), complete ? sheetPicture(plan.image, this.photos) : undefined])
    // The store did not send the photo: remembered a few minutes, so a loop of requests makes one sheet, not one each.
    if (complete && plan.key !== null && !picture) this.photoFailures.set(plan.key, this.now() + downloadLimits.photoRetryMs)
    const version = complete && (picture || !plan.image) ? plan.whole : plan.withoutPhoto
    const file = this.sheetFile(product, version)
    const made = version === plan.version ? undefined : await readFile(file).catch(() => undefined)
    if (made) return { body: made, version, complete: false }
    const body = await this.work.run(() => sheetPdf(plan.content, fonts, picture))
    await writeAtomically(file, body)
    return { body, version, complete: version === plan.whole }
  }

  /** No size when the sheet cannot be made within `waitMs` (a slow store's photo must not hold a page up): it is
   * then made on, for the next visitor. */
  async specSheetSize(product: Product, waitMs: number = downloadLimits.sizeTimeoutMs): Promise<{ version: string; bytes?: number }> {
    const { version } = await this.sheetPlan(product)
    const known = await stat(this.sheetFile(product, version)).catch(() => undefined)
    if (known) return { version, bytes: known.size }
    const made = this.specSheet(product).then(
      (sheet) => ({ version: sheet.version, bytes: sheet.body.byteLength }),
      () => ({ version }),
    )
    return Promise.race([made, sleep(waitMs).then(() => ({ version }))])
  }

  async drawing(product: Product): Promise<MadeDrawing | undefined> {
    const overall = product.overall
    if (!overall) return undefined
    const words: DrawingWords = await this.inLocale(product, () => ({
      name: product.name,
      overall: `${m.spec_overall_dimensions()}: ${overallText(overall)}`,
      millimetres: m.drawing_millimetres(),
      pageUrl: this.pageUrl(product),
      views: { front: m.drawing_front_view(), side: m.drawing_side_view(), top: m.drawing_top_view() },
      layers: {
        outline: m.drawing_layer_outline(),
        details: m.drawing_layer_details(),
        dimensions: m.drawing_layer_dimensions(),
        text: m.drawing_layer_text(),
      },
    }))
    const version = versionOf([DRAWING_LAYOUT, overall, words])
    let body = this.drawings.get(version)
    if (!body) {
      body = Buffer.from(drawingDxf(overall, words), 'utf8')
      if (this.drawings.size >= MEMO_ENTRIES) this.drawings.delete(this.drawings.keys().next().value!)
      this.drawings.set(version, body)
    }
    return { body, version }
  }

  /** Drops the sheets of a locale that its feed no longer makes: older versions, and models that are gone. */
  async sweep(locale: Locale, products: Product[]): Promise<void> {
    const plans = await Promise.all(
      products.map(async (p) => [encodeURIComponent(p.slug), `${(await this.sheetPlan(p)).version}.pdf`] as const),
    )
    const current = new Map(plans)
    const folder = join(this.dir, locale)
    for (const slug of await readdir(folder).catch(() => [] as string[])) {
      const keep = current.get(slug)
      if (!keep) {
        await rm(join(folder, slug), { recursive: true, force: true })
        continue
      }
      for (const name of await readdir(join(folder, slug)).catch(() => [] as string[])) {
        if (name.endsWith('.pdf') && name !== keep) await rm(join(folder, slug, name), { force: true })
      }
    }
  }
}

async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true })
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(temporary, body)
  await rename(temporary, file)
}
