/**
 * Where an error the site catches goes (docs/decisions/0043): the server registers its reporter at start-up when
 * `SENTRY_DSN` is set, the browser its own once the page has loaded; until then, and without a DSN, nowhere.
 * Shared by both builds, so it holds no reporter itself.
 */
export type ErrorContext = {
  /** The route the error happened in, as the router names it (`/{-$locale}/_site/product/$slug`): no slug, no query. */
  route?: string
}

let handler: ((error: unknown, context: ErrorContext) => void) | undefined

export function captureError(error: unknown, context: ErrorContext = {}): void {
  try {
    handler?.(error, context)
  } catch {
    // Reporting an error must never cause one.
  }
}

export function setErrorHandler(next: ((error: unknown, context: ErrorContext) => void) | undefined): void {
  handler = next
}
