// Generates the Paraglide message modules the type check needs (the Vite build does the same). `npm test` runs the
// lint, the type check and the unit tests side by side, each of which asks for this first: when no input is newer
// than the generated runtime, there is nothing to do, and the compiler (slow to load) is not started.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const stamp = 'src/paraglide/runtime.js'
const inputs = [
  'paraglide.config.mjs',
  'project.inlang/settings.json',
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
