// `npm start`: build when there is no current build, then serve it (CONTRACT.md).
import { buildIfStale } from './build-if-stale.mjs'

buildIfStale()
await import('./serve.mjs')
