import { describe, expect, it } from 'vitest'
import { inServerFnScope, markServerFnDecoded } from './serverFnScope.server'

describe('inServerFnScope', () => {
  it('reports a call the framework decoded', async () => {
    const { response, decoded } = await inServerFnScope(async () => {
      markServerFnDecoded()
      return new Response('ok')
    })
    expect([response.status, decoded]).toStrictEqual([200, true])
  })

  it('turns a throw before decoding (an unroutable call) into an undecoded 500 the entry answers 400 for', async () => {
    const { response, decoded } = await inServerFnScope(() => Promise.reject(new Error('Invalid server action param for serverFnId')))
    expect([response.status, decoded]).toStrictEqual([500, false])
  })

  it('lets a throw after decoding go on up: it is a server fault', async () => {
    await expect(
      inServerFnScope(async () => {
        markServerFnDecoded()
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
  })
})
