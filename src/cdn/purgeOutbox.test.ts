import { describe, expect, it } from 'vitest'
import { PurgeOutbox } from './purgeOutbox'

function setUp() {
  const clock = { now: 0 }
  const outbox = new PurgeOutbox('p1', { handOverMs: 2000, ownerSilentMs: 6000, maxAgeMs: 300_000, now: () => clock.now })
  return { outbox, clock }
}

describe('PurgeOutbox', () => {
  it('sends a message nobody took again after the hand-over time, until an owner holds it', () => {
    const { outbox, clock } = setUp()
    const message = outbox.add(['product:1'], 'catalogue en')
    expect(message).toEqual({ id: 'p1:1', tags: ['product:1'], cause: 'catalogue en' })
    clock.now = 1999
    expect(outbox.due()).toEqual([])
    clock.now = 2000
    expect(outbox.due()).toEqual([message])
    clock.now = 3000
    expect(outbox.due()).toEqual([])
    outbox.heardOwner('owner-a')
    outbox.held(['p1:1'], 'owner-a')
    clock.now = 60_000
    outbox.heardOwner('owner-a')
    expect(outbox.due()).toEqual([])
    outbox.done(['p1:1'])
    expect(outbox.size).toBe(0)
  })

  it('sends a held message again when another owner speaks, or when its owner has been silent too long', () => {
    const { outbox, clock } = setUp()
    const [a, b] = [outbox.add(['a'], 'x'), outbox.add(['b'], 'x')]
    outbox.heardOwner('owner-a')
    outbox.held([a.id, b.id], 'owner-a')
    clock.now = 5000
    outbox.heardOwner('owner-b')
    expect(outbox.due()).toEqual([a, b])
    outbox.held([a.id, b.id], 'owner-b')
    clock.now = 11_001
    expect(outbox.due()).toEqual([a, b])
  })

  it('drops what the pages’ lifetime has made useless, and hands everything to a process that starts purging itself', () => {
    const { outbox, clock } = setUp()
    outbox.add(['old'], 'x')
    clock.now = 200_000
    const recent = outbox.add(['recent'], 'x')
    clock.now = 300_001
    expect(outbox.due()).toEqual([recent])
    expect(outbox.take()).toEqual([recent])
    expect(outbox.size).toBe(0)
  })

  it('ignores word of messages it never sent', () => {
    const { outbox } = setUp()
    outbox.held(['p2:1'], 'owner-a')
    outbox.done(['p2:1'])
    expect(outbox.size).toBe(0)
  })
})
