import { isFormId, type FormId } from './formIds'

/** The outcome a page shows after a form post without JavaScript: `?form_result=success&form_id=quote`. */
export type FormOutcome = { form: FormId | null; result: 'success' | 'error' | 'rate_limited' | 'invalid' }

export function outcomeSearch(result: { status: FormOutcome['result']; form: FormId | null }): Record<string, string> {
  return result.form ? { form_result: result.status, form_id: result.form } : { form_result: result.status }
}

const results = new Set(['success', 'error', 'rate_limited', 'invalid'])

export function readOutcome(searchStr: string): FormOutcome | null {
  const params = new URLSearchParams(searchStr)
  const result = params.get('form_result')
  if (!result || !results.has(result)) return null
  const form = params.get('form_id')
  return { result: result as FormOutcome['result'], form: isFormId(form) ? form : null }
}

/** The search params without a form post's outcome (the visitor closed the notice); everything else stays. */
export function withoutOutcome<T extends Record<string, unknown>>(search: T): T {
  const rest = { ...search }
  delete rest.form_result
  delete rest.form_id
  return rest
}

/**
 * Where a form posted without JavaScript sends the visitor back: the page it came from, with the outcome, on this site
 * only. A path the URL parser turns into `//host` (`/.//evil.com`) or another origin goes to the home page instead.
 */
export function returnLocation(
  path: unknown,
  origin: string,
  outcome: Record<string, string>,
  /** The path as the request's host writes it (a language on its own domain drops its prefix), before the check. */
  onHost: (path: string) => string = (same) => same,
): string {
  let target = new URL('/', origin)
  const written = typeof path === 'string' ? onHost(path) : undefined
  if (written?.startsWith('/')) {
    const asked = new URL(written, origin)
    if (asked.origin === origin && !asked.pathname.startsWith('//')) target = asked
  }
  target.hash = ''
  for (const [key, value] of Object.entries(outcome)) target.searchParams.set(key, value)
  return `${target.pathname}${target.search}#form-message`
}
