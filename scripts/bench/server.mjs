// Starts the production build (`.output/`) on a free port with its embedded defaults, plus `env`.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/**
 * `entry`: another build's server (e.g. a baseline commit's `.output`); `nodeArgs`: e.g. `--cpu-prof`.
 * @returns {Promise<{ origin: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startServer(env = {}, { entry = '.output/server/index.mjs', nodeArgs = [] } = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'lumera-bench-'))
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      GTM_ID: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) {
        const exited = new Promise((resolve) => child.once('exit', () => resolve()))
        // SIGTERM, so a profiled process writes its profile; resolves once it has exited.
        return { origin, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) }
      }
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error('the server did not start')
}
