/** valibot's verdict thrown as a 400, not Start's 500: a wrong call from a script or a crawler is the caller's mistake. */
import * as v from 'valibot'

export class InvalidInputError extends Error {
  readonly status = 400
  readonly statusText = 'Bad Request'
  constructor(issues: readonly v.BaseIssue<unknown>[]) {
    super(`Invalid input: ${issues.map((issue) => `${v.getDotPath(issue) ?? 'input'}: ${issue.message}`).join('; ')}`.slice(0, 500))
    this.name = 'InvalidInputError'
  }
}

export function validInput<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return (input: unknown): v.InferOutput<TSchema> => {
    const result = v.safeParse(schema, input)
    if (!result.success) throw new InvalidInputError(result.issues)
    return result.output
  }
}
