import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, onErrorLogged } from './log.server'

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { lines, logger: createLogger(stream, 'debug') }
}

const leadId = '3f2a1b4c-1234-4a5b-9c8d-0123456789ab'
const person = {
  email: 'Maria.Rossi+offers@pasticceria-rossi.it',
  phones: ['+39 0721 415200', '+390721415200', '0721-415-200', '(0721) 41.52.00', '+1 (415) 555-0123'],
}

describe('the server log', () => {
  it('writes one JSON line with level, ISO time, message, lead id and delivery kind', () => {
    const { lines, logger } = capture()
    logger.child({ module: 'leads' }).warn({ leadId, deliveryId: leadId, kind: 'webhook', attempt: 2 }, 'delivery failed')
    expect(lines).toHaveLength(1)
    const line = JSON.parse(lines[0]!)
    expect(line).toMatchObject({
      level: 'warn',
      module: 'leads',
      leadId,
      deliveryId: leadId,
      kind: 'webhook',
      attempt: 2,
      msg: 'delivery failed',
    })
    expect(new Date(line.time).toISOString()).toBe(line.time)
  })

  it('never writes an email address or a phone number, wherever it hides', () => {
    const { lines, logger } = capture()
    const error = new Error(`mail service refused ${person.email} (${person.phones[0]})`)
    logger.info({ leadId, email: person.email, fields: { phone: person.phones[1] }, note: `call ${person.phones[2]}` }, 'stored')
    logger.error({ err: error, leadId }, `could not send to ${person.email}`)
    logger.warn(`reply to ${person.email.toUpperCase()} or ${person.phones[3]}, or ${person.phones[4]}`)
    logger.info({ nested: { list: [{ to: [person.email] }, `sms ${person.phones[1]}`] } }, 'deep')
    const out = lines.join('\n')
    expect(lines).toHaveLength(4)
    expect(out.toLowerCase()).not.toContain('pasticceria-rossi')
    expect(out).not.toContain('@')
    for (const phone of person.phones) expect(out).not.toContain(phone)
    expect(out.replace(/[^\d]/g, '')).not.toMatch(/0721|415200|5550123/)
    expect(out).toContain(leadId) // ids stay readable
    const failure = JSON.parse(lines[1]!).err
    expect(failure).toEqual({ type: 'Error', message: 'mail service refused [email] ([phone])' })
  })
})

describe('errors logged', () => {
  it('reach the listener (the error reporter) with the module that logged them; warnings do not', () => {
    const heard: Array<[unknown, string | undefined]> = []
    onErrorLogged((error, module) => heard.push([error, module]))
    try {
      const { logger } = capture()
      const failure = new Error('disk full')
      logger.child({ module: 'images' }).error({ err: failure }, 'could not prepare an image')
      logger.fatal({ module: 'env' }, 'Invalid environment')
      logger.warn({ err: new Error('retrying') }, 'a warning')
      expect(heard[0]).toEqual([failure, 'images'])
      expect(heard[1]![1]).toBe('env')
      expect((heard[1]![0] as Error).message).toBe('Invalid environment')
      expect(heard).toHaveLength(2)
    } finally {
      onErrorLogged(undefined)
    }
  })
})
