/** An error as reported (docs/decisions/0051): nothing of the visitor; no emails, phones, addresses or queries. */
import { scrubText } from '#src/platform/scrub.ts'

/** `in_app`: the site's own code, not a library's (known once a browser frame is read through its source map). */
export type StackFrame = { filename: string; function?: string; lineno?: number; colno?: number; in_app?: boolean }

export type ErrorReport = {
  runtime: 'server' | 'browser'
  type: string
  message: string
  frames: StackFrame[]
  route?: string
  path?: string
}

/** A page sends at most this many reports (src/errors/browser.ts); an address's share a minute is one page's worth. */
export const MAX_REPORTS_PER_PAGE = 5

const MAX_MESSAGE = 500
const MAX_FRAMES = 40

const hex = '[0-9a-f]{1,4}'
// Eight groups, or fewer around one `::`; an IPv4 tail (`::ffff:203.0.113.7`), a zone (`%eth0`) or a port may follow.
// Not glued to letters, digits or colons, so `std::string` and `10:30:45` stay.
const ipv6 = new RegExp(
  `(?<![\\w:.])(?:${hex}(?::${hex}){7}|(?:${hex}(?::${hex}){0,6})?::(?:${hex}(?::${hex}){0,6})?)` +
    `(?::\\d{1,3}(?:\\.\\d{1,3}){3})?(?:%\\w+)?(?::\\d{1,5})?(?![\\w:]|\\.\\d)`,
  'gi',
)
const withoutAddresses = (text: string) =>
  text
    .replace(/\[[0-9a-f:.]{2,}\](?::\d+)?/gi, '[address]')
    .replace(ipv6, (match) => (match === '::' ? match : '[address]'))
    .replace(/\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g, '[address]')
/** A URL's query inside a message (a failed fetch names its address): whatever a visitor typed may be in it. */
const withoutQueries = (text: string) =>
  text.replace(/((?:\b[a-z][a-z0-9+.-]*:\/\/|(?<![\w/])\/)[^\s?#"'<>]*)\?[^\s#"'<>]+/gi, '$1?[query]')
export const clean = (text: string, max = MAX_MESSAGE) => withoutAddresses(withoutQueries(scrubText(text))).slice(0, max)

export const withoutQuery = (location: string) => location.replace(/[?#].*$/, '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')

/** Frames of a V8 (`at fn (file:1:2)`) or Firefox/Safari (`fn@file:1:2`) stack, oldest first as Sentry wants them. */
export function parseStack(stack: string | undefined): StackFrame[] {
  const frames: StackFrame[] = []
  for (const line of (stack ?? '').split('\n')) {
    const v8 = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/.exec(line)
    const gecko = v8 ? null : /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/.exec(line)
    const match = v8 ?? gecko
    if (!match) continue
    const [, fn, file, lineno, colno] = match
    frames.push({
      filename: clean(withoutQuery(file!), 300),
      ...(fn ? { function: clean(fn, 200) } : {}),
      lineno: Number(lineno),
      colno: Number(colno),
    })
  }
  return frames.slice(0, MAX_FRAMES).reverse()
}

export function reportOf(error: unknown, runtime: ErrorReport['runtime'], where: { route?: string; path?: string } = {}): ErrorReport {
  const isError = error instanceof Error
  return {
    runtime,
    type: clean(isError ? error.name || 'Error' : typeof error, 100),
    message: clean(isError ? error.message : typeof error === 'string' ? error : 'A value that is not an Error was thrown'),
    frames: isError ? parseStack(error.stack) : [],
    ...(where.route ? { route: clean(where.route, 200) } : {}),
    ...(where.path ? { path: clean(withoutQuery(where.path), 300) } : {}),
  }
}
