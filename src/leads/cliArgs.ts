/** The arguments of `npm run leads` (docs/leads.md, docs/privacy.md). Addresses match case-insensitively. */
import * as v from 'valibot'

export type LeadsCommand =
  | { command: 'list' }
  | { command: 'csv'; file: string | undefined }
  | { command: 'export'; email: string }
  | { command: 'erase'; email: string }
  | { command: 'sweep' }
  | { command: 'help' }

export const leadsUsage = `Usage: npm run leads [-- OPTION]
  (no option)        list the stored leads, newest first
  --csv [FILE]       export every lead as CSV (to FILE, or to the output)
  --export EMAIL     print as JSON everything stored about EMAIL (any letter case)
  --erase EMAIL      erase everything stored about EMAIL and say what was erased
  --sweep            erase now the personal data of delivered leads older than LEAD_RETENTION_DAYS
  --help             this text`

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254))

/** The address as stored leads are matched against it: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function parseLeadsArgs(argv: readonly string[]): { ok: true; value: LeadsCommand } | { ok: false; error: string } {
  const [flag, ...rest] = argv
  if (flag === undefined) return { ok: true, value: { command: 'list' } }
  const [name, inline] =
    flag.startsWith('--') && flag.includes('=') ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)] : [flag, undefined]
  const operands = inline !== undefined ? [inline, ...rest] : rest
  const tooMany = (max: number) =>
    operands.length > max ? `${name} takes ${max === 0 ? 'no value' : 'one value'}, got: ${operands.join(' ')}` : undefined
  switch (name) {
    case '--help':
    case '-h':
      return { ok: true, value: { command: 'help' } }
    case '--csv': {
      const error = tooMany(1)
      return error ? { ok: false, error } : { ok: true, value: { command: 'csv', file: operands[0] } }
    }
    case '--sweep': {
      const error = tooMany(0)
      return error ? { ok: false, error } : { ok: true, value: { command: 'sweep' } }
    }
    case '--export':
    case '--erase': {
      const command = name.slice(2) as 'export' | 'erase'
      if (operands.length === 0) return { ok: false, error: `${name} needs an email address: npm run leads -- ${name} person@example.com` }
      const error = tooMany(1)
      if (error) return { ok: false, error }
      const email = v.safeParse(Email, operands[0])
      if (!email.success) return { ok: false, error: `${name}: "${operands[0]}" is not an email address` }
      return { ok: true, value: { command, email: email.output } }
    }
    default:
      return { ok: false, error: `unknown option ${flag}` }
  }
}
