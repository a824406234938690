import { m } from '#src/paraglide/messages.js'

/** The five steps of a custom project, shared by the custom made pages. */
export const customProcess = () => [
  { title: m.custom_step_brief_title(), text: m.custom_step_brief_text() },
  { title: m.custom_step_design_title(), text: m.custom_step_design_text() },
  { title: m.custom_step_samples_title(), text: m.custom_step_samples_text() },
  { title: m.custom_step_build_title(), text: m.custom_step_build_text() },
  { title: m.custom_step_install_title(), text: m.custom_step_install_text() },
]
