/**
 * Workaround (decision 0066): Paraglide compiles each message into one module holding every language's text, so what a
 * page's scripts weigh would grow with every language added. In the browser build each message module becomes a
 * lookup, and each chunk's texts are written to one file per language beside it (`framework-abc.de.js`), which the
 * chunk imports (a top-level await) before it runs: a page loads its own language's texts only. The server keeps
 * Paraglide's modules as they are; `virtual:locale-packs` tells it which chunks have texts, so a page preloads them with
 * its scripts (hydrateAfterPaint.ts). Relies on the shape of Paraglide's compiled message modules.
 * Canary: `localeMessages.test.ts`. Worth: the first load stays the size it had with two languages (bench/README.md).
 * Upstream: Paraglide's per-locale splitting (opral/paraglide-js issue 88) needs a build per language.
 */
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { languageFileName } from './languageFiles'

/** Where the browser's message registry lives: each language file adds its chunk's texts to it. */
export const REGISTRY = '__lumeraMessages'
const PACKS_MODULE = 'virtual:locale-packs'

const MESSAGE_MODULE = /\/src\/paraglide\/messages\/([a-z][a-z0-9_]*)\.js$/
/** A language's text of a message: `const it_key = /** @type … *\/ (i) => {\n\treturn /** … *\/ (`…`)\n};` (the type
 * comments and the parentheses are Paraglide's; a transform before this one may have dropped them). */
const VARIANT =
  /^const ([A-Za-z0-9_]+) = (?:\/\*\*[^\n]*?\*\/ )?\((i?)\) => \{\n\treturn (?:\/\*\*[^\n]*?\*\/ )?\(?(`(?:[^`\\]|\\[\s\S])*`)\)?;?\n\};?$/gm
/** The language each text is for: `if (locale === "<code>") return <code>_key(inputs)` for each other language, then the default language's call. */
const BRANCH = /if \(locale === "([A-Za-z-]+)"\) return ([A-Za-z0-9_]+)\(inputs\);?/g
const DEFAULT_BRANCH = /\n\treturn ([A-Za-z0-9_]+)\(inputs\);?\n\}\);?\s*$/

/** Each language's text of one compiled message, as a function expression: `(i) => `…${i?.name}…``. */
export function messageTexts(key: string, code: string, defaultLocale: string): Record<string, string> {
  const functions = new Map<string, string>()
  for (const [, name, param, template] of code.matchAll(VARIANT)) functions.set(name!, `(${param}) => ${template}`)
  const texts: Record<string, string> = {}
  for (const [, locale, name] of code.matchAll(BRANCH)) if (functions.has(name!)) texts[locale!] = functions.get(name!)!
  const fallback = DEFAULT_BRANCH.exec(code)?.[1]
  if (fallback && functions.has(fallback)) texts[defaultLocale] = functions.get(fallback)!
  if (!texts[defaultLocale] || Object.keys(texts).length !== functions.size)
    throw new Error(
      `localeMessages: the compiled message ${key} has a shape this build step does not know (src/framework/localeMessages.ts)`,
    )
  return texts
}

/** The browser's message module: a lookup in the registry its chunk's language file filled. */
export function lookupModule(key: string): string {
  return `export const ${key} = (inputs = {}) => globalThis.${REGISTRY}.${key}(inputs);\n`
}

/** One language's file of a chunk: its messages' texts added to the registry. */
export function languageFile(texts: ReadonlyArray<[key: string, text: string]>): string {
  return `const m = (globalThis.${REGISTRY} ??= {});\n${texts.map(([key, text]) => `m.${key} = ${text};`).join('\n')}\n`
}

/** What a chunk with messages runs first: its language file, by the page's `lang` (the default when it is not one of
 * the site's), beside the chunk. */
export function chunkPrelude(locales: readonly string[], defaultLocale: string): string {
  const pick = `((l) => (${JSON.stringify(locales)}.includes(l) ? l : ${JSON.stringify(defaultLocale)}))(document.documentElement.lang)`
  return `await import(import.meta.url.replace(/\\.js(?=$|\\?)/, "." + ${pick} + ".js"));\n`
}

export function localeMessages({ locales, defaultLocale }: { locales: readonly string[]; defaultLocale: string }): Plugin[] {
  const texts = new Map<string, Record<string, string>>()
  /** The chunks with language files, by final name (the server's build reads it after the browser's). */
  const packed = new Set<string>()
  const keysOf = (moduleIds: readonly string[]) =>
    moduleIds.flatMap((id) => {
      const key = MESSAGE_MODULE.exec(id)?.[1]
      return key && texts.has(key) ? [key] : []
    })
  const fileOf = (keys: readonly string[], locale: string) =>
    languageFile(keys.map((key) => [key, texts.get(key)![locale] ?? texts.get(key)![defaultLocale]!]))
  return [
    {
      name: 'lumera:locale-messages',
      apply: 'build',
      // Paraglide's module as its compiler wrote it, before any transform reshapes it.
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'client',
      transform: {
        filter: { id: MESSAGE_MODULE },
        handler(code, id) {
          const key = MESSAGE_MODULE.exec(id)?.[1]
          if (!key || key === '_index') return null
          texts.set(key, messageTexts(key, code, defaultLocale))
          return { code: lookupModule(key), map: null }
        },
      },
      // A chunk's name changes with its texts in any language, so a language file is never served stale.
      augmentChunkHash(chunk) {
        const keys = keysOf(chunk.moduleIds)
        if (!keys.length) return
        return createHash('sha256')
          .update(locales.map((locale) => fileOf(keys, locale)).join('\0'))
          .digest('hex')
      },
      renderChunk(code, chunk) {
        if (!keysOf(chunk.moduleIds).length) return null
        return { code: chunkPrelude(locales, defaultLocale) + code, map: null }
      },
      generateBundle(_, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          const keys = keysOf(output.moduleIds)
          if (!keys.length) continue
          packed.add(output.fileName)
          for (const locale of locales) {
            this.emitFile({ type: 'asset', fileName: languageFileName(output.fileName, locale), source: fileOf(keys, locale) })
          }
        }
      },
    },
    {
      // Every environment, dev included (where it is empty: `vite dev` serves Paraglide's modules as they are).
      name: 'lumera:locale-packs',
      resolveId: (id) => (id === PACKS_MODULE ? `\0${PACKS_MODULE}` : undefined),
      load: (id) => (id === `\0${PACKS_MODULE}` ? `export const packedChunks = new Set(${JSON.stringify([...packed])});\n` : undefined),
    },
  ]
}
