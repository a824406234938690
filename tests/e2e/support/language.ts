import { readFileSync } from 'node:fs'

type Messages = Record<string, string>

/**
 * The telling part of each message that differs between the languages: its longest run of text
 * between placeholders, when that is long enough (three words or more) to belong to one language.
 */
function phrases(own: Messages, other: Messages): string[] {
  const out = new Set<string>()
  for (const [key, value] of Object.entries(own)) {
    if (key.startsWith('$') || value === other[key]) continue
    const longest = value
      .split(/\{[^}]*\}/)
      .sort((a, b) => b.length - a.length)[0]!
      .trim()
    if (longest.split(/\s+/).length >= 3 && longest.length >= 15) out.add(longest)
  }
  return [...out]
}

const read = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const messages = { en: read('en'), it: read('it') }

/** Phrases that must not appear on a page of each language: they belong to the other one. */
export const wrongLanguage = { it: phrases(messages.en, messages.it), en: phrases(messages.it, messages.en) }

/** A missing message shows its key (snake_case words) instead of text. */
export const messageKeys = (text: string) => text.match(/\b[a-z]+(?:_[a-z0-9]+){2,}\b/g) ?? []
