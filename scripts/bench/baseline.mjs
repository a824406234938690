// The build the render section compares against, side by side in the same run (issue 29: 2c30b8c,
// main before this round's performance work). `--base=DIR` points at a checkout (or its `.output`)
// that is already built; otherwise the commit is exported with `git archive` to a scratch folder
// outside the repository, built there once with this checkout's node_modules, and kept for later runs.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const BASELINE_COMMIT = '2c30b8c'

/**
 * What the figures of `--base=DIR` are labelled with: `--base-commit=<hash>` names a build of another commit (e.g. the
 * main commit a change is measured against); without it the base is taken to be BASELINE_COMMIT.
 */
export const baseLabel = (args) => args?.get('base-commit') ?? BASELINE_COMMIT

/** The server entry of the baseline build (of `commit`, BASELINE_COMMIT by default), building it first when needed. */
export function baselineEntry(base, commit = BASELINE_COMMIT) {
  if (base) {
    const dir = resolve(base)
    const entry = [join(dir, 'server/index.mjs'), join(dir, '.output/server/index.mjs')].find((path) => existsSync(path))
    if (!entry) throw new Error(`--base=${base}: no build there (run \`npx vite build\` in it)`)
    return entry
  }
  const dir = join(tmpdir(), `lumera-bench-base-${commit}`)
  const entry = join(dir, '.output/server/index.mjs')
  if (existsSync(entry)) return entry
  console.log(`Building ${commit} in ${dir} (once)…`)
  mkdirSync(dir, { recursive: true })
  const run = (command, args, options = {}) => {
    const result = spawnSync(command, args, { stdio: 'inherit', ...options })
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
  }
  run('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`])
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  run('npx', ['vite', 'build'], { cwd: dir })
  return entry
}
