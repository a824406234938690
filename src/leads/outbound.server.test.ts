/** The outbound calls name only the origin they called: a hook's address often carries its secret in the path. */
import { createServer } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutbound } from './outbound.server'

const SECRET_PATH = '/hooks/catch/48213/s3cr3t-t0k3n'
const server = createServer((req, res) => {
  req.resume()
  res.writeHead(req.url === `${SECRET_PATH}?key=k3y` ? 503 : 404).end()
})
let origin = ''
const dataDir = mkdtempSync(join(tmpdir(), 'lumera-outbound-'))
beforeAll(
  () =>
    new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const address = server.address()
        origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
        resolve()
      }),
    ),
)
afterAll(() => {
  server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const failure = (call: Promise<void>) =>
  call.then(
    () => {
      throw new Error('delivered')
    },
    (error: unknown) => error as Error,
  )

describe('a failed delivery', () => {
  it("says which origin answered what, never the hook's path or query", async () => {
    const error = await failure(createOutbound({ webhookUrl: `${origin}${SECRET_PATH}?key=k3y`, dataDir })('webhook', '{}', 'd1'))
    expect(error.message).toBe(`${origin} answered 503`)
  })

  it('that never reached the hook keeps its cause, and still names the origin only', async () => {
    const closed = `http://127.0.0.1:9${SECRET_PATH}`
    const error = await failure(createOutbound({ webhookUrl: closed, dataDir })('webhook', '{}', 'd2'))
    expect(error.message).toBe('http://127.0.0.1:9 could not be reached')
    expect(JSON.stringify({ message: error.message, cause: String(error.cause) })).not.toContain('s3cr3t')
  })

  it('to the mail service names its origin too', async () => {
    const error = await failure(createOutbound({ mailApiUrl: `${origin}/v1/s3cr3t-t0k3n`, dataDir })('user_email', '{}', 'd3'))
    expect(error.message).toBe(`${origin} answered 404`)
  })
})
