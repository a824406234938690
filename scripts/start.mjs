// `npm start`: check the environment (a malformed variable stops here, before any build), build when there is
// no current build, then serve it (docs/operations.md).
import { buildIfStale } from './build-if-stale.mjs'
import { loadFromApp } from '../src/server/cluster/app.mjs'

await loadFromApp()
buildIfStale()
await import('./serve.mjs')
