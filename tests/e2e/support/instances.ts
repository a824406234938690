/**
 * Instances of the production build for the several-servers tests: started directly
 * (`node .output/server/index.mjs`, one process) or under the supervisor (`scripts/serve.mjs`),
 * on a port of their own, and stopped with any signal (SIGKILL is a crash, SIGTERM a redeploy).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from './site'

export type Instance = {
  url: string
  port: number
  child: ChildProcess
  output: () => string
  /** Sends the signal and waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export async function startInstance(
  env: Record<string, string>,
  options: { supervised?: boolean; port?: number; waitForReady?: boolean } = {},
): Promise<Instance> {
  const port = options.port ?? (await freePort())
  const script = options.supervised ? 'scripts/serve.mjs' : '.output/server/index.mjs'
  let output = ''
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${port}`, ...env },
  })
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  if (options.waitForReady !== false) {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/api/health/ready`)).ok) break
      } catch {}
      if (child.exitCode !== null || i > 150) throw new Error(`the instance did not start:\n${output}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    port,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** Posts a newsletter sign-up as a browser without JavaScript does, from the given visitor address. */
export async function postNewsletter(instance: Instance, email: string, visitor: string) {
  const response = await fetch(`${instance.url}/api/forms`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: instance.url, 'X-Forwarded-For': visitor, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      form: 'newsletter',
      locale: 'en',
      page: 'home',
      path: '/',
      first_name: 'Ada',
      email,
      consent_privacy: 'on',
      consent_commercial: 'on',
    }),
  })
  return new URL(response.headers.get('Location') ?? '/', instance.url).searchParams.get('form_result')
}
