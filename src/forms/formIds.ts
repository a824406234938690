/** The form ids on their own: the outcome notice on every page reads them, and the schemas would bring valibot to every first load. */
export const formIds = ['catalogue', 'quote', 'start_project', 'newsletter', 'contact'] as const
export type FormId = (typeof formIds)[number]
export const isFormId = (value: unknown): value is FormId => typeof value === 'string' && (formIds as readonly string[]).includes(value)
