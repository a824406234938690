// `npm run serve`: serve the existing production build (`.output/`), PORT and HOST from the environment,
// with WEB_CONCURRENCY processes (one per core by default) under a supervisor (src/server/cluster/).
// The environment is checked once, here, before any server process starts.
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { loadFromApp } from '../src/server/cluster/app.mjs'
import { runPrimary } from '../src/server/cluster/primary.mjs'

const entry = resolve('.output/server/index.mjs')
if (!existsSync(entry)) {
  console.error('There is no build yet: run `npm run build` (or `npm start`, which builds when needed).')
  process.exit(1)
}
process.env.PORT ??= '3000'
const { env, log } = await loadFromApp()
runPrimary({ entry, count: env.webConcurrency ?? availableParallelism(), log })
