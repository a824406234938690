import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export type RunningSite = { url: string; output: () => string; stop: () => Promise<void>; dataDir: string }

/** Polls /api/health for up to ten seconds; false when it never answers 200 or the server exits first. */
async function becameHealthy(url: string, child: ChildProcess): Promise<boolean> {
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

/** Starts another instance of the production build with its own environment (and data folder). */
export async function startSite(env: Record<string, string>, dataDir = mkdtempSync(join(tmpdir(), 'lumera-site-'))): Promise<RunningSite> {
  const port = await freePort()
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['.output/server/index.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, ...env },
  })
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://localhost:${port}`
  if (!(await becameHealthy(url, child))) {
    child.kill('SIGKILL')
    throw new Error(`the site never answered /api/health with 200 (exit code ${child.exitCode}); its output:\n${output}`)
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
