import type { Tint } from '#src/blocks/model.ts'

/** The site's palette as an editor chooses it: a background class each (Tailwind sees the whole names here). */
export const tintBackground: Record<Tint, string> = {
  paper: '',
  cream: 'bg-cream',
  ink: 'bg-ink text-paper',
  bakery: 'bg-bakery',
  icecream: 'bg-icecream',
  wine: 'bg-wine',
  meat: 'bg-meat',
  chocolate: 'bg-chocolate',
}
