// `npm run serve`: serve the existing production build (`.output/`), PORT and HOST from the environment.
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'

const entry = resolve('.output/server/index.mjs')
if (!existsSync(entry)) {
  console.error('There is no build yet: run `npm run build` (or `npm start`, which builds when needed).')
  process.exit(1)
}
process.env.PORT ??= '3000'
await import(pathToFileURL(entry).href)
