import { readFileSync } from 'node:fs'
import { localeCodes, type Locale } from '#app-config'

type Messages = Record<string, string>

/**
 * The telling part of each message that differs from the other languages': its longest run of text between
 * placeholders, when that is long enough (three words or more) to belong to one language.
 */
function phrases(own: Messages, page: Messages): string[] {
  const out = new Set<string>()
  for (const [key, value] of Object.entries(own)) {
    if (key.startsWith('$') || value === page[key]) continue
    const longest = value
      .split(/\{[^}]*\}/)
      .sort((a, b) => b.length - a.length)[0]!
      .trim()
    if (longest.split(/\s+/).length >= 3 && longest.length >= 15) out.add(longest)
  }
  return [...out]
}

const read = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const messages = Object.fromEntries(localeCodes.map((l) => [l, read(l)])) as Record<Locale, Messages>

/** Phrases that must not appear on a page of each language: they belong to another one. */
export const wrongLanguage = Object.fromEntries(
  localeCodes.map((page) => [page, localeCodes.filter((l) => l !== page).flatMap((other) => phrases(messages[other], messages[page]))]),
) as Record<Locale, string[]>

/** A missing message shows its key (snake_case words) instead of text. */
export const messageKeys = (text: string) => text.match(/\b[a-z]+(?:_[a-z0-9]+){2,}\b/g) ?? []
