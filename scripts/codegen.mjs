// Generates the Paraglide message modules the type check needs (the Vite build does the same).
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../paraglide.config.mjs'

await compile(paraglideOptions)
// The compiler leaves timers alive (STACK.md): end as soon as it is done.
process.exit(0)
