/**
 * Spec sheets and drawings as an operator's tools read them: the PDF through Debian's poppler-utils (pdfinfo,
 * pdftotext), made from the embedded catalogue's products, cached on disk by version and swept when they change.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { downloadLimits, type Locale } from '#app-config'
import embeddedEn from '#src/catalogue/embedded/products.en.json'
import embeddedIt from '#src/catalogue/embedded/products.it.json'
import embeddedDe from '#src/catalogue/embedded/products.de.json'
import type { Product } from '#src/catalogue/product.ts'
import { mapWooFeed } from '#src/catalogue/woocommerce.server.ts'
import { MadeFiles } from './madeFiles.server'

const dir = mkdtempSync(join(tmpdir(), 'lumera-sheets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const files = new MadeFiles(dir, { origin: 'https://www.example.com', domains: {} })
const feed: Record<Locale, Product[]> = {
  en: mapWooFeed(embeddedEn, 'en'),
  it: mapWooFeed(embeddedIt, 'it'),
  de: mapWooFeed(embeddedDe, 'de'),
}
const aurora = (locale: Locale) => feed[locale][0]!

function poppler(tool: 'pdfinfo' | 'pdftotext' | 'pdffonts', pdf: Buffer): string {
  const file = join(dir, `read-${Math.random().toString(36).slice(2)}.pdf`)
  writeFileSync(file, pdf)
  try {
    return execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' })
  } finally {
    rmSync(file)
  }
}
const words = (text: string) => text.replace(/\s+/g, ' ')

describe('the spec sheet', () => {
  it.each<[Locale, string[]]>([
    [
      'en',
      ['Technical specs', 'Overall dimensions', '900 × 800 × 1350 mm', 'Temperature range', '620 W', 'Transport data', 'Weight', '165 kg'],
    ],
    [
      'it',
      [
        'Specifiche tecniche',
        "Dimensioni d'ingombro",
        '900 × 800 × 1350 mm',
        'Intervallo di temperatura',
        '620 W',
        'Dati di trasporto',
        'Peso',
      ],
    ],
    ['de', ['Technische Daten', 'Außenmaße', '900 × 800 × 1350 mm', 'Temperaturbereich', '620 W', 'Transportdaten', 'Gewicht']],
  ])(
    'in %s: a tagged A4 PDF titled with the model, its figures in the language, under 500 KB',
    async (locale, expected) => {
      const { body } = await files.specSheet(aurora(locale))
      const info = poppler('pdfinfo', body)
      expect(info).toMatch(/^Tagged:\s+yes$/m)
      expect(info).toMatch(/^Title:\s+Aurora 90$/m)
      expect(info).toMatch(/^Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)$/m)
      expect(info).toMatch(/^Pages:\s+1$/m)
      expect(body.toString('latin1')).toContain(`/Lang (${{ en: 'en-US', it: 'it-IT', de: 'de-DE' }[locale]})`)
      const text = words(poppler('pdftotext', body))
      for (const phrase of expected) expect(text).toContain(phrase)
      expect(text).toContain(
        `https://www.example.com${{ en: '/product', it: '/it/prodotto', de: '/de/produkt' }[locale]}/${aurora(locale).slug}`,
      )
      expect(body.byteLength).toBeLessThan(downloadLimits.maxSheetBytes)
      // The first sheet parses the typefaces and loads the PDF library: seconds on a busy machine.
    },
    20_000,
  )

  it("names the product page on its language's own domain, in its language", async () => {
    const onDomains = new MadeFiles(join(dir, 'domains'), { origin: 'https://www.example.com', domains: { de: 'https://www.example.de' } })
    const text = words(poppler('pdftotext', (await onDomains.specSheet(aurora('de'))).body))
    expect(text).toContain(`https://www.example.de/produkt/${aurora('de').slug}`)
    expect(text).toContain('Technische Daten')
  })

  it('embeds the site typefaces', async () => {
    const fonts = poppler('pdffonts', (await files.specSheet(aurora('en'))).body)
    expect(fonts).toMatch(/Inter-Regular\s.*yes\s+yes/)
    expect(fonts).toMatch(/CormorantGaramond-Medium\s.*yes\s+yes/)
  })

  it('comes from the disk the second time, the same bytes, and a changed product is a new version', async () => {
    const first = await files.specSheet(aurora('en'))
    const again = await files.specSheet(aurora('en'))
    expect(again).toEqual(first)
    const changed = await files.specSheet({ ...aurora('en'), specs: { ...aurora('en').specs, power: '700 W' } })
    expect(changed.version).not.toBe(first.version)
    expect(words(poppler('pdftotext', changed.body))).toContain('700 W')
  })

  it('states the energy class where the store gives it, and none where it does not', async () => {
    const labelled = await files.specSheet({ ...aurora('en'), slug: 'labelled', energy: { energyClass: 'B', eprelId: '1234567' } })
    const text = words(poppler('pdftotext', labelled.body))
    expect(text).toContain('Energy class B on a scale from A to G')
    expect(text).toContain('https://eprel.ec.europa.eu/qr/1234567')
    expect(words(poppler('pdftotext', (await files.specSheet(aurora('en'))).body))).not.toContain('Energy class')
  })

  it('is made with what a model has: a model without facts or picture still gets its sheet', async () => {
    const bare: Product = {
      ...aurora('it'),
      slug: 'spoglio',
      summary: '',
      images: [],
      image: null,
      specs: {},
      transport: {},
      colours: [],
      features: [],
      customization: [],
      overall: undefined,
      category: null,
    }
    const { body } = await files.specSheet(bare)
    expect(poppler('pdfinfo', body)).toMatch(/^Tagged:\s+yes$/m)
    expect(words(poppler('pdftotext', body))).toContain('Aurora 90')
  })

  it('sweeps the versions and the models a changed feed no longer makes', async () => {
    const petra = feed.en[2]!
    await files.specSheet(petra)
    await files.specSheet({ ...petra, summary: 'An older summary.' })
    expect(readdirSync(join(dir, 'en', petra.slug))).toHaveLength(2)
    await files.sweep('en', [petra])
    expect(readdirSync(join(dir, 'en', petra.slug))).toEqual([`${(await files.specSheetSize(petra)).version}.pdf`])
    expect(readdirSync(join(dir, 'en'))).toEqual([petra.slug])
  })
})

describe('the drawing', () => {
  it('is made for a model with overall dimensions, in its language, and not for one without', async () => {
    const drawing = (await files.drawing(aurora('it')))!.body.toString('utf8')
    expect(drawing).toContain('VISTA FRONTALE')
    expect(drawing).toContain('QUOTE')
    expect(await files.drawing({ ...aurora('it'), overall: undefined })).toBeUndefined()
  })
})

describe('a sheet whose photo the store does not send', () => {
  const photographed = { ...aurora('en'), slug: 'photographed', images: [{ src: 'https://shop.example.com/a.jpg', alt: 'Aurora 90' }] }
  /** A store whose photo fails until `ok` is set; `asked` counts the tries. */
  function photoStore() {
    const store = { ok: false, asked: 0, at: 0 }
    const photo = async () => {
      store.asked++
      if (!store.ok) return undefined
      const sharp = (await import('sharp')).default
      return sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0c0c0' } })
        .jpeg()
        .toBuffer()
    }
    return {
      store,
      files: new MadeFiles(mkdtempSync(join(dir, 'photo-')), { origin: 'https://www.example.com', domains: {} }, photo, () => store.at),
    }
  }

  it('is served without it, under a version and an ETag of its own, and said to be incomplete', async () => {
    const { files: made } = photoStore()
    const planned = (await made.specSheetSize(photographed, 0)).version
    const sheet = await made.specSheet(photographed)
    expect(poppler('pdfinfo', sheet.body)).toMatch(/^Tagged:\s+yes$/m)
    expect(sheet.complete).toBe(false)
    expect(sheet.version).not.toBe(planned)
  })

  it('asks for the photo again only after a few minutes, and is not made again meanwhile', async () => {
    const { store, files: made } = photoStore()
    const first = await made.specSheet(photographed)
    // A loop of requests (each with a new query, which the site ignores) within the memory: one try, one sheet.
    for (let i = 0; i < 5; i++) {
      store.at += 1000
      expect(await made.specSheet(photographed)).toEqual(first)
      // The page states this sheet's version and size.
      expect(await made.specSheetSize(photographed)).toEqual({ version: first.version, bytes: first.body.byteLength })
    }
    expect(store.asked).toBe(1)
    store.at += downloadLimits.photoRetryMs
    expect((await made.specSheet(photographed)).version).toBe(first.version)
    expect(store.asked).toBe(2)
    // Back: the whole sheet, under the version the product page had planned.
    store.ok = true
    store.at += downloadLimits.photoRetryMs + 1
    const whole = await made.specSheet(photographed)
    expect(whole.complete).toBe(true)
    expect(whole.version).not.toBe(first.version)
    expect(whole.body.byteLength).toBeGreaterThan(first.body.byteLength)
  })

  it('does not hold a page past its deadline for a size', async () => {
    const slow = new MadeFiles(
      dir,
      { origin: 'https://www.example.com', domains: {} },
      () => new Promise((resolve) => setTimeout(() => resolve(undefined), 300)),
    )
    expect(await slow.specSheetSize({ ...photographed, slug: 'slow-photo' }, 50)).toEqual({
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
    })
  })
})
