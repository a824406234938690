/** An item shown in another language than the page's (an honest fallback, docs/decisions/0066): its text says its
 * language (`lang`, `dir`), and the page or the card says so in the page's language. */
import { locales, type Locale } from '#app-config'
import { isoOf } from '#src/i18n/locale.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'

const dirOf = (locale: Locale) => locales.find((l) => l.code === locale)?.dir ?? 'ltr'

/** "Englisch" on a German page: the language's name in the page's language. */
function languageName(of: Locale, inLocale: Locale): string {
  // The language alone ("Englisch"), not its regional form ("Englisch (Vereinigte Staaten)").
  return new Intl.DisplayNames([isoOf(inLocale)], { type: 'language' }).of(of) ?? of
}

/** The attributes of an element holding text in `textLocale` on a page in `pageLocale`: none when they are the same. */
export function textLanguage(textLocale: Locale, pageLocale: Locale): { lang?: Locale; dir?: 'ltr' | 'rtl' } {
  return textLocale === pageLocale ? {} : { lang: textLocale, dir: dirOf(textLocale) }
}

/** The page's note above a text it shows in another language. */
export function FallbackNote({ shownIn, className = '' }: { shownIn: Locale; className?: string }) {
  const locale = useLocale()
  if (shownIn === locale) return null
  return (
    <p className={`rounded-sm bg-cream px-4 py-3 text-sm ${className}`}>
      {m.fallback_page_note({ language: languageName(shownIn, locale) })}
    </p>
  )
}

/** A card's note of the language its item is shown in. */
export function FallbackLabel({ shownIn }: { shownIn: Locale }) {
  const locale = useLocale()
  if (shownIn === locale) return null
  return (
    <span className="text-xs uppercase tracking-[0.12em] text-ink-soft">
      {m.fallback_card_note({ language: languageName(shownIn, locale) })}
    </span>
  )
}
