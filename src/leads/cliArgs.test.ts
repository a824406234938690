import { describe, expect, it } from 'vitest'
import { normalizeEmail, parseLeadsArgs } from './cliArgs'

describe('parseLeadsArgs', () => {
  it.each([
    [[], { command: 'list' }],
    [['--help'], { command: 'help' }],
    [['--csv'], { command: 'csv', file: undefined }],
    [['--csv', 'leads.csv'], { command: 'csv', file: 'leads.csv' }],
    [['--export', 'Maria.Rossi@Example.com'], { command: 'export', email: 'maria.rossi@example.com' }],
    [['--export=ada@example.com'], { command: 'export', email: 'ada@example.com' }],
    [['--erase', '  ADA@EXAMPLE.COM '], { command: 'erase', email: 'ada@example.com' }],
    [['--sweep'], { command: 'sweep' }],
  ])('accepts %j', (argv, value) => {
    expect(parseLeadsArgs(argv)).toEqual({ ok: true, value })
  })

  it.each([
    [['--export'], 'needs an email address'],
    [['--erase'], 'needs an email address'],
    [['--erase', 'maria'], 'is not an email address'],
    [['--erase='], 'is not an email address'],
    [['--export', 'a@example.com', 'b@example.com'], 'one value'],
    [['--csv', 'a.csv', 'b.csv'], 'one value'],
    [['--sweep', 'now'], 'no value'],
    [['--delete', 'a@example.com'], 'unknown option --delete'],
    [['a@example.com'], 'unknown option'],
  ])('refuses %j', (argv, error) => {
    const result = parseLeadsArgs(argv)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.error).toContain(error)
  })

  it('normalizes addresses for matching', () => {
    expect(normalizeEmail(' Maria@Example.COM ')).toBe('maria@example.com')
  })
})
