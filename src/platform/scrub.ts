/** Keeps personal data out of logs, the safety net under the rule that log calls never pass form fields. */

/** Keys whose value is a person's data (form fields, delivery payloads), whatever it looks like. */
const personalKeys = new Set(['email', 'to', 'phone', 'name', 'company', 'comment', 'fields', 'payload', 'body', 'html'])
/** A person's data by key; any `…_name` too (the forms' given and family names, a sender's name). */
const isPersonalKey = (key: string) => personalKeys.has(key) || key.endsWith('_name')

// Anything around an @ (a dotless host too): masking a little more is better than a little less.
const emailPattern = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]*\w/g
// Eight to fifteen digits (E.164's longest), or up to seventeen after the international prefix 00 (0039 0333 1234567),
// optionally with +, spaces, dots, dashes, slashes (0333/1234567) or brackets, not glued to letters or digits (so lead
// ids, which are UUIDs, stay readable).
const phonePattern = /(?<![\w+-])\+?\(?\d(?:[\s()./-]{0,3}\d){7,16}(?![\w-])/g
const notPhone = [/^\d{4}[-/]\d{2}[-/]\d{2}/, /^\d{1,2}\/\d{1,2}\/\d{4}/, /^\d{1,3}(?:\.\d{1,3}){3}$/]
const isPhone = (match: string) => {
  if (notPhone.some((p) => p.test(match))) return false
  const digits = match.replace(/\D/g, '')
  return digits.length <= 15 || digits.startsWith('00')
}

export function scrubText(text: string): string {
  return text.replace(emailPattern, '[email]').replace(phonePattern, (match) => (isPhone(match) ? '[phone]' : match))
}

/** A copy of a log object with personal keys redacted and every string scrubbed (bounded depth). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object' || depth > 6) return value
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  // An error keeps its type, message and cause (fetch's "fetch failed" says why only in its cause).
  if (value instanceof Error)
    return {
      type: value.name,
      message: scrubText(value.message),
      ...('code' in value && typeof value.code === 'string' ? { code: value.code } : {}),
      ...(value.cause !== undefined ? { cause: scrubValue(value.cause, depth + 1) } : {}),
    }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, isPersonalKey(key) ? '[redacted]' : scrubValue(item, depth + 1)]),
  )
}
