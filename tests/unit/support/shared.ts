import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * The project's `shared` folder (specification, store samples), which lives beside the checkout. Found by walking
 * up from the working directory, so tests read it from a checkout and from Stryker's sandbox (`.stryker-tmp/…`)
 * alike. `LUMERA_SHARED_DIR` overrides it.
 */
export function sharedPath(...parts: string[]): string {
  const override = process.env.LUMERA_SHARED_DIR
  if (override) return join(override, ...parts)
  for (let dir = resolve(process.cwd()); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared')
    if (existsSync(join(candidate, 'SPEC.md'))) return join(candidate, ...parts)
    if (dirname(dir) === dir) throw new Error('No `shared` folder (with SPEC.md) above the working directory: set LUMERA_SHARED_DIR')
  }
}
