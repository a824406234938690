/**
 * The ids of the lead forms, in a module of their own: the outcome notice on every page reads them,
 * and importing the schemas there would put valibot and the phone-number metadata in every first
 * load. The schemas (schemas.ts) are keyed by this list and the type check keeps the two equal.
 */
export const formIds = ['catalogue', 'quote', 'start_project', 'newsletter', 'contact'] as const
export type FormId = (typeof formIds)[number]
export const isFormId = (value: unknown): value is FormId => typeof value === 'string' && (formIds as readonly string[]).includes(value)
