/**
 * A form's title, submit button and success message (docs/specification.md §8), apart from the fields so the form
 * message every page can show does not bring them into the first load.
 */
import { m } from '#src/paraglide/messages.js'
import type { FormId } from './formIds'

export const successMessage: Record<FormId, () => string> = {
  start_project: m.form_success_start_project,
  catalogue: m.form_success_catalogue,
  quote: m.form_success_quote,
  newsletter: m.form_success_newsletter,
  contact: m.form_success_contact,
}

export const submitLabel: Record<FormId, () => string> = {
  catalogue: m.form_submit_catalogue,
  quote: m.form_submit_quote,
  start_project: m.form_submit_start_project,
  newsletter: m.form_submit_newsletter,
  contact: m.form_submit_contact,
}

export const formTitle: Record<FormId, () => string> = {
  catalogue: m.form_title_catalogue,
  quote: m.form_title_quote,
  start_project: m.form_title_start_project,
  newsletter: m.form_title_newsletter,
  contact: m.form_title_contact,
}
