/** Where a caught error goes (docs/decisions/0051): the reporter each side registers with SENTRY_DSN, else nowhere. */
export type ErrorContext = {
  /** A route id (`/{-$locale}/_site/product/$slug`): no slug, no query. */
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
