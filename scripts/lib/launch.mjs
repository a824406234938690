// The one launcher of the production build, for the end-to-end tests and the bench: the build's own
// server (`node .output/server/index.mjs`, one process) or the supervisor of `npm run serve`
// (`scripts/serve.mjs`), on a free port, with a fresh data folder unless one is given, and the
// embedded defaults plus `env`. It waits until the site answers, or fails with the site's output.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A free TCP port on loopback. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * @typedef {object} LaunchOptions
 * @property {Record<string, string>} [env] added to (and overriding) the defaults below
 * @property {boolean} [supervised] run `scripts/serve.mjs` (WEB_CONCURRENCY processes) instead of the build's entry
 * @property {string} [script] another script to run, e.g. `scripts/start.mjs` (`npm start`)
 * @property {string} [entry] another build's server entry (e.g. a baseline's `.output/server/index.mjs`)
 * @property {string[]} [nodeArgs] e.g. `--cpu-prof`
 * @property {(command: string, args: string[]) => [string, string[]]} [wrap] runs the server through another command (a CPU quota's, scripts/abuse/processes.mjs)
 * @property {number} [port] a free one when absent
 * @property {string} [dataDir] a fresh temporary folder when absent
 * @property {'health' | 'ready' | false} [waitFor] the endpoint that must answer 200 first (`/api/health`, `/api/health/ready`), or nothing
 * @property {number} [timeoutMs] how long it may take to answer (20 s)
 * @property {import('node:child_process').StdioOptions} [stdio] the child's stdio; by default its output is kept for `output()`
 */

/**
 * @typedef {object} LaunchedSite
 * @property {string} url `http://localhost:<port>`, also its PUBLIC_URL
 * @property {number} port
 * @property {number | undefined} pid
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} dataDir
 * @property {() => string} output what it printed so far (when its output is kept)
 * @property {Promise<number | null>} exited its exit code once it has ended
 * @property {(signal?: NodeJS.Signals) => Promise<number | null>} stop sends the signal (SIGTERM by default) and waits for the end
 */

/** @param {LaunchOptions} [options] @returns {Promise<LaunchedSite>} */
export async function launchSite(options = {}) {
  const port = options.port ?? (await freePort())
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lumera-site-'))
  const url = `http://localhost:${port}`
  const script = options.script ?? (options.supervised ? 'scripts/serve.mjs' : (options.entry ?? '.output/server/index.mjs'))
  const [command, args] = (options.wrap ?? ((c, a) => [c, a]))(process.execPath, [...(options.nodeArgs ?? []), script])
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, ...options.env },
    stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  const site = {
    url,
    port,
    pid: child.pid,
    child,
    dataDir,
    output: () => output,
    exited,
    /** @param {NodeJS.Signals} [signal] */
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
  const waitFor = options.waitFor ?? 'health'
  if (waitFor === false) return site
  const path = waitFor === 'ready' ? '/api/health/ready' : '/api/health'
  const deadline = Date.now() + (options.timeoutMs ?? 20_000)
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) return site
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`the site never answered ${path} with 200 (exit code ${child.exitCode}); its output:\n${output}`)
}
