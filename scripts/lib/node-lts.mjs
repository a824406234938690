// The current Node LTS, for the tools that need a newer Node than the machine's (`npm test`, decision 0045): the
// official binary as an npm package (`node-<platform>-<arch>`), installed once into a cache folder outside the
// project. It carries no native addon: on it the lead store uses Node's own node:sqlite (decision 0035).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

export const LTS_MAJOR = 26

/** Whether `version` (e.g. `20.20.0`) is in an `engines` range made of `^X.Y.Z`, `>=X.Y.Z` and `||`. */
export function satisfies(version, range) {
  const parse = (text) => text.split('.').map(Number).concat(0, 0).slice(0, 3)
  const compare = (a, b) => a.map((n, i) => n - b[i]).find((d) => d !== 0) ?? 0
  const have = parse(version)
  return range.split('||').some((part) => {
    const [, operator, wanted] = /^\s*(\^|>=)?\s*([\d.]+)\s*$/.exec(part) ?? []
    if (!wanted) throw new Error(`Unsupported engines range: ${range}`)
    const least = parse(wanted)
    if (compare(have, least) < 0) return false
    return operator === '>=' || have[0] === least[0]
  })
}

/** The `bin` folder of the LTS, installed first when missing (a few seconds to a minute, once per machine). */
export function installLts() {
  const home = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'lumera-ci', `node-${LTS_MAJOR}`)
  const name = `node-${process.platform}-${process.arch}`
  const bin = join(home, 'node_modules', name, 'bin')
  if (existsSync(join(bin, 'node'))) return bin
  if (!['linux', 'darwin'].includes(process.platform))
    throw new Error(`Install Node ${LTS_MAJOR} (or 22.12+) to run the tests: there is no npm package of it for ${process.platform}.`)
  console.log(`Installing Node ${LTS_MAJOR} (${name}@${LTS_MAJOR} from the npm registry) into ${home}…`)
  // Into a folder of its own first, then renamed: a run that stops halfway leaves nothing that looks installed.
  const partial = `${home}.partial-${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${name}@${LTS_MAJOR}`], {
    cwd: partial,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // Another run may have finished first: keep its copy.
  if (existsSync(join(bin, 'node'))) rmSync(partial, { recursive: true, force: true })
  else {
    rmSync(home, { recursive: true, force: true })
    renameSync(partial, home)
  }
  return bin
}
