/**
 * The texts that name a form and answer it: its title, its submit button and its success message
 * (SPEC section 8). Apart from the field definitions, so the form message, which every page can
 * show after a post without JavaScript, does not bring the forms' fields into the first load.
 */
import { m } from '#src/paraglide/messages.js'
import type { FormId } from './schemas'

/** SPEC section 8: the success message of each form. */
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
