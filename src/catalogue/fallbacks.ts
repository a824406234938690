/** The honest fallback of a language's catalogue (docs/decisions/0066): the default language's products that have no
 * version in it are shown in the default language, marked so (pure). */
import type { Locale } from '#app-config'
import type { Product } from './product'

type Linked = Pick<Product, 'id' | 'slug' | 'translations'>

/** The originals with no version among `own` (products of `locale`): linked by the store's translation ids either way,
 * or, where the store gives none, by the same slug. */
export function untranslated<T extends Linked>(
  originals: readonly T[],
  own: readonly Linked[],
  locale: Locale,
  originalLocale: Locale,
): T[] {
  const ownIds = new Set(own.map((p) => p.id))
  const linked = new Set(own.map((p) => p.translations[originalLocale]).filter((id) => id !== undefined))
  const slugs = new Set(own.map((p) => p.slug))
  return originals.filter((p) => {
    const id = p.translations[locale]
    return !(id !== undefined && ownIds.has(id)) && !linked.has(p.id) && !slugs.has(p.slug)
  })
}
