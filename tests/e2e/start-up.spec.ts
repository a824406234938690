/**
 * `npm start` and `npm run serve` with a malformed environment stop at once, with a non-zero exit and one
 * message naming the variable, whatever WEB_CONCURRENCY is (issue 28: the supervisor started a new process
 * every 250-500 ms, forever, each printing the error). No browser: once, in the desktop project.
 */
import { createServer } from 'node:net'
import { expect, test } from '@playwright/test'
import { launchSite } from '../../scripts/lib/launch.mjs'

const cases = [
  { command: 'npm run serve', script: 'scripts/serve.mjs', concurrency: '' },
  { command: 'npm run serve', script: 'scripts/serve.mjs', concurrency: '1' },
  { command: 'npm run serve', script: 'scripts/serve.mjs', concurrency: '2' },
  { command: 'npm start', script: 'scripts/start.mjs', concurrency: '2' },
]

test.describe('start-up failures', { tag: '@one-width' }, () => {
  for (const { command, script, concurrency } of cases) {
    test(`${command}, WEB_CONCURRENCY=${concurrency || 'unset'}: exit 1 and one message naming the variable`, async () => {
      const site = await launchSite({ script, env: { PAGE_CACHE_SECONDS: 'soon', WEB_CONCURRENCY: concurrency }, waitFor: false })
      const stillRunning = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000).unref())
      const outcome = await Promise.race([site.exited, stillRunning])
      await site.stop('SIGKILL')
      expect(outcome, site.output()).toBe(1)
      const naming = site
        .output()
        .split('\n')
        .filter((line) => line.includes('PAGE_CACHE_SECONDS'))
      expect(naming, site.output()).toHaveLength(1)
      expect(naming[0]).toContain('PAGE_CACHE_SECONDS must be a whole number of seconds')
    })
  }

  test('npm run serve on a port another program holds: exit 1, no endless restarts', async () => {
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const { port } = holder.address() as { port: number }
    try {
      const site = await launchSite({ script: 'scripts/serve.mjs', port, env: { WEB_CONCURRENCY: '2' }, waitFor: false })
      const stillRunning = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000).unref())
      const outcome = await Promise.race([site.exited, stillRunning])
      await site.stop('SIGKILL')
      expect(outcome, site.output()).toBe(1)
      expect(site.output()).toContain('a server process could not start')
    } finally {
      holder.close()
    }
  })
})
