// `npm test`: the whole suite, as CI runs it (README, .ci/run, docs/decisions/0045).
// On a Node older than the test tools accept (Vitest's `engines`), the current LTS is installed from the npm registry
// into a cache folder outside the project and the suite runs on it (node-lts.mjs): the README's commands work on any
// Node that package.json's `engines` allows.
// The checks that need no browser (format and lint, the type check, the unit tests) and the production build the
// browser tests use run side by side: each is mostly one thread, so together they fill both cores in about the time
// of the longest. The browser tests then run alone, since they keep both cores busy and time out under extra load.
// Each step's output is held until it ends and printed whole, so parallel steps do not interleave.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { installLts, LTS_MAJOR, satisfies } from './lib/node-lts.mjs'

const toolsNeed = JSON.parse(readFileSync('node_modules/vitest/package.json', 'utf8')).engines.node
if (!satisfies(process.versions.node, toolsNeed)) {
  const bin = installLts()
  console.log(
    `npm test: the test tools need Node ${toolsNeed}; this is ${process.versions.node}, so they run on Node ${LTS_MAJOR} (${bin})`,
  )
  const again = spawnSync(`${bin}/node`, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
  })
  process.exit(again.status ?? 1)
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const started = Date.now()
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`

function run(name, command, args) {
  const since = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const ok = code === 0
      process.stdout.write(`\n== ${name}: ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(since)}\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(ok)
    })
  })
}

// The generated messages first, once: every step below reads them, and would otherwise generate them at once.
const codegen = spawnSync(process.execPath, ['scripts/codegen.mjs'], { stdio: 'inherit' })
if (codegen.status !== 0) process.exit(codegen.status ?? 1)

const checks = await Promise.all([
  run('lint', npm, ['run', 'lint']),
  run('typecheck', npm, ['run', 'typecheck']),
  run('unit tests', npm, ['run', 'test:unit']),
  run('build for the browser tests', 'sh', ['-c', 'node scripts/ensure-system-packages.mjs && npm run build']),
])
if (checks.includes(false)) {
  console.error(`\nnpm test: a step above failed (${seconds(started)}); the browser tests were not run.`)
  process.exit(1)
}
console.log(`\n== browser tests (${seconds(started)} so far)`)
const e2e = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit' })
console.log(`\nnpm test: ${e2e.status === 0 ? 'passed' : 'failed'} in ${seconds(started)}`)
process.exit(e2e.status ?? 1)
