import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { dropWritesToClosedPipes } from './closedPipes.server'

const failure = (code: string) => Object.assign(new Error(`write ${code}`), { code })

describe('dropWritesToClosedPipes', () => {
  it('drops a write whose reader has gone (EPIPE) instead of throwing it', () => {
    const stream = new PassThrough()
    dropWritesToClosedPipes([stream])
    expect(() => stream.emit('error', failure('EPIPE'))).not.toThrow()
  })

  it('lets any other stream fault surface', () => {
    const stream = new PassThrough()
    dropWritesToClosedPipes([stream])
    expect(() => stream.emit('error', failure('EIO'))).toThrow('write EIO')
  })

  it('without it, an EPIPE on the stream is thrown (what the listener prevents)', () => {
    expect(() => new PassThrough().emit('error', failure('EPIPE'))).toThrow('write EPIPE')
  })
})
