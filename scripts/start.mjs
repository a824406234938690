// `npm start`: build when there is no current build, then serve it (CONTRACT.md).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const stamp = '.output/nitro.json'
const inputs = ['src', 'messages', 'content', 'public', 'project.inlang', 'app.config.ts', 'vite.config.ts', 'package.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    // Generated files do not make a build stale.
    if (entry === 'paraglide' || entry === 'routeTree.gen.ts') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
const stale = inputs.some((input) => newestMtime(input) > built)
if (stale) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…')
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('./serve.mjs')
