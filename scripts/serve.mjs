// `npm run serve`: serve the existing production build (`.output/`), PORT and HOST from the environment,
// with WEB_CONCURRENCY processes (one per core by default) under a supervisor (scripts/cluster/).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { processCount, runPrimary } from './cluster/primary.mjs'

const entry = resolve('.output/server/index.mjs')
if (!existsSync(entry)) {
  console.error('There is no build yet: run `npm run build` (or `npm start`, which builds when needed).')
  process.exit(1)
}
process.env.PORT ??= '3000'
runPrimary({ entry, count: processCount() })
