// Builds the production site when there is no build or a source is newer than it.
// Used by `npm start` and `npm run bench`.
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

export function buildIfStale() {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
  if (!inputs.some((input) => newestMtime(input) > built)) return
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
