import { useSuspenseQuery } from '@tanstack/react-query'
import type { Product } from '#src/catalogue/product.ts'
import { fileSize } from '#src/downloads/fileSize.ts'
import { downloadsQuery } from '#src/downloads/queries.ts'
import type { DownloadItem } from '#src/downloads/types.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'

const titles: Record<Exclude<DownloadItem['kind'], 'file'>, { title: () => string; note: () => string }> = {
  specSheet: { title: m.download_spec_sheet, note: m.download_spec_sheet_note },
  drawing: { title: m.download_drawing, note: m.download_drawing_note },
  datasheet: { title: m.download_store_datasheet, note: m.download_store_datasheet_note },
}

/** What professionals come for, without a sign-up: the site's spec sheet and drawing, the store's datasheet and files. */
export function ProductDownloads({ product }: { product: Pick<Product, 'slug' | 'name'> }) {
  const locale = useLocale()
  const { data: items } = useSuspenseQuery(downloadsQuery(locale, product.slug))
  if (!items.length) return null
  return (
    <section className="container-site pb-20" aria-labelledby="downloads-heading">
      <h2 id="downloads-heading" className="display-3">
        {m.downloads_heading()}
      </h2>
      <p className="mt-3 max-w-2xl text-sm leading-relaxed text-ink-soft">{m.downloads_intro({ product: product.name })}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const title = item.kind === 'file' ? item.name : titles[item.kind].title()
          const note = item.kind === 'file' ? m.download_technical_file_note() : titles[item.kind].note()
          const meta =
            'bytes' in item && item.bytes !== undefined
              ? m.download_format_size({ format: item.format, size: fileSize(item.bytes, locale) })
              : item.format
          return (
            <li key={item.href} className="flex gap-3 rounded-sm border border-line p-4">
              <span aria-hidden="true" className="mt-0.5 text-brand">
                ↓
              </span>
              <div>
                <a href={item.href} className="link font-medium" download={item.kind === 'datasheet' ? undefined : ''}>
                  {title} <span className="text-ink-soft">({meta})</span>
                </a>
                <p className="mt-1 text-xs text-ink-soft">{note}</p>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
