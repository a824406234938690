import type { FormId } from '#src/forms/formIds.ts'
import { m } from '#src/paraglide/messages.js'

export const formIntro: Record<FormId, () => string> = {
  catalogue: m.form_intro_catalogue,
  quote: m.form_intro_quote,
  start_project: m.form_intro_start_project,
  newsletter: m.form_intro_newsletter,
  contact: m.form_intro_contact,
}
