import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { visitorAddressOf } from '#src/platform/clientAddress.server.ts'
import { validInput } from '#src/lib/serverFnInput.ts'
import { handleSubmission } from './submit.server'

/** The submission as the browser's script sends it: bounded before anything else looks at it. */
const SubmissionInput = v.object({
  form: v.pipe(v.string(), v.maxLength(40)),
  locale: v.pipe(v.string(), v.maxLength(10)),
  page: v.pipe(v.string(), v.maxLength(60)),
  path: v.pipe(v.string(), v.maxLength(500)),
  website: v.optional(v.pipe(v.string(), v.maxLength(500))),
  fields: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.pipe(v.string(), v.maxLength(4000)), v.boolean()])),
    v.check((f) => Object.keys(f).length <= 30, 'too many fields'),
  ),
})

/** Sends a form (CSRF protection of server functions stays on: same-origin requests only). */
export const sendForm = createServerFn({ method: 'POST' })
  .validator(validInput(SubmissionInput))
  .handler(({ data }) => handleSubmission(data, visitorAddressOf(getRequest())))
