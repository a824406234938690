// Generates the Paraglide message modules the type check needs (the Vite build does the same). `npm test` runs the
// lint, the type check and the unit tests side by side, each of which asks for this first: when no input is newer
// than the generated runtime, there is nothing to do, and the compiler (slow to load) is not started.
// The Paraglide project's languages are app.config.ts's (the one home of the locale list): written here first.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createJiti } from 'jiti'

const settingsFile = 'project.inlang/settings.json'
const { localeCodes, defaultLocale } = await createJiti(import.meta.url).import('../app.config.ts')
const settings = JSON.parse(readFileSync(settingsFile, 'utf8'))
if (settings.baseLocale !== defaultLocale || JSON.stringify(settings.locales) !== JSON.stringify(localeCodes)) {
  const { format } = await import('prettier')
  const json = JSON.stringify({ ...settings, baseLocale: defaultLocale, locales: localeCodes })
  writeFileSync(settingsFile, await format(json, { parser: 'json', filepath: settingsFile }))
}

const stamp = 'src/paraglide/runtime.js'
const inputs = [
  'paraglide.config.mjs',
  settingsFile,
  'node_modules/@inlang/paraglide-js/package.json',
  ...readdirSync('messages').map((file) => join('messages', file)),
]
const generated = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
if (generated > 0 && inputs.every((input) => statSync(input).mtimeMs < generated)) process.exit(0)

const { compile } = await import('@inlang/paraglide-js')
const { paraglideOptions } = await import('../paraglide.config.mjs')
await compile(paraglideOptions)
// Paraglide's compiler leaves timers alive: end as soon as it is done.
process.exit(0)
