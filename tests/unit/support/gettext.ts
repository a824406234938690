/**
 * The two gettext files WordPress reads, enough to compare them: a `.po` (msgid and msgstr on one
 * line each, as the plugin's are written) and the binary `.mo` made from it (GNU gettext's format:
 * a header, then the offsets and lengths of each original and translation).
 */
const unquote = (text: string) => JSON.parse(`"${text}"`) as string

/** The key of an original with a context, as a `.mo` has it: the context, U+0004, the original. */
export const inContext = (context: string, text: string) => `${context}\u0004${text}`

/** Translations of a `.po` by original (keyed `inContext` when it has a `msgctxt`), the header left out. */
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  for (const block of text.split(/\n\s*\n/)) {
    const context = /^msgctxt "(.*)"$/m.exec(block)?.[1]
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (id && str !== undefined) entries.set(context === undefined ? unquote(id) : inContext(unquote(context), unquote(id)), unquote(str))
  }
  return entries
}

/** Translations of a `.mo` by original (the header is the entry of the empty original). */
export function readMo(bytes: Buffer): Map<string, string> {
  const magic = bytes.readUInt32LE(0)
  const read = magic === 0x950412de ? (at: number) => bytes.readUInt32LE(at) : (at: number) => bytes.readUInt32BE(at)
  const [count, originals, translations] = [read(8), read(12), read(16)]
  const text = (table: number, i: number) =>
    bytes.subarray(read(table + i * 8 + 4), read(table + i * 8 + 4) + read(table + i * 8)).toString('utf8')
  return new Map(Array.from({ length: count }, (_, i) => [text(originals, i), text(translations, i)]))
}
