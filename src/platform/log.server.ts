/** One JSON line per event on stdout (pino), every object and message scrubbed: no email or phone reaches the log. */
import pino, { type DestinationStream, type Logger } from 'pino'
import { scrubText, scrubValue } from '#src/platform/scrub.ts'

export type { Logger }

/** Pino's number of the `error` level: it and `fatal` are errors worth reporting. */
const ERROR_LEVEL = 50
let errorListener: ((error: unknown, module: string | undefined) => void) | undefined

/** Hears every error logged (its `err`, or its message) with the module that logged it: the error reporter listens. */
export function onErrorLogged(listener: typeof errorListener): void {
  errorListener = listener
}

export function createLogger(destination?: DestinationStream, level = 'info'): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // `formatters.log` below has already turned errors into scrubbed objects: keep them as they are.
      serializers: { err: (error: unknown) => error },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrubValue(object) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method, level) {
          if (level >= ERROR_LEVEL && errorListener) {
            const fields = (typeof args[0] === 'object' && args[0] !== null ? args[0] : {}) as { err?: unknown; module?: unknown }
            const message = args.find((arg): arg is string => typeof arg === 'string')
            const bindings = this.bindings() as { module?: unknown }
            const module = [fields.module, bindings.module].find((m): m is string => typeof m === 'string')
            errorListener(fields.err ?? new Error(message ?? 'an error was logged'), module)
          }
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg))
          return method.apply(this, scrubbed as Parameters<typeof method>)
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  )
}

let shared: Logger | undefined

export function log(): Logger {
  return (shared ??= createLogger())
}
