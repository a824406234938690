/**
 * Instances of the production build for the several-servers tests: started directly
 * (`node .output/server/index.mjs`, one process) or under the supervisor (`scripts/serve.mjs`),
 * on a port of their own, and stopped with any signal (SIGKILL is a crash, SIGTERM a redeploy).
 */
import type { ChildProcess } from 'node:child_process'
import { launchSite } from '../../../scripts/lib/launch.mjs'

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
  const site = await launchSite({
    env,
    supervised: options.supervised,
    port: options.port,
    waitFor: options.waitForReady === false ? false : 'ready',
  })
  return { ...site, url: `http://127.0.0.1:${site.port}` }
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
