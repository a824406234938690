/** Capacity filter values ("3 shelves", "120 bottiglie", "10 Eiswannen") grouped by the unit they count. */
const capacityUnits = ['shelves', 'tubs', 'wells', 'bottles', 'kilograms'] as const
export type CapacityUnit = (typeof capacityUnits)[number]

const unitWords: Record<CapacityUnit, readonly string[]> = {
  shelves: ['shelf', 'shelves', 'ripiano', 'ripiani', 'etage', 'etagen', 'einlegeboden', 'einlegeböden'],
  tubs: ['tub', 'tubs', 'pan', 'pans', 'vaschetta', 'vaschette', 'eiswanne', 'eiswannen', 'wanne', 'wannen'],
  wells: ['well', 'wells', 'pozzetto', 'pozzetti', 'kühlschacht', 'kühlschächte'],
  bottles: ['bottle', 'bottles', 'bottiglia', 'bottiglie', 'flasche', 'flaschen'],
  kilograms: ['kg', 'kilo', 'kilos', 'kilograms', 'kilogrammes', 'chili', 'chilogrammi', 'kilogramm'],
}
const unitOfWord = new Map(capacityUnits.flatMap((unit) => unitWords[unit].map((word) => [word, unit] as const)))

/** A group: a known unit, or the unit as the store writes it (`written`), or neither (values without a number). */
export type CapacityGroup<O> = { unit: CapacityUnit | null; written: string | null; options: O[] }

/** The unit a value counts, or the words after its number when the unit is unknown; null without a number. */
export function unitOf(value: string): { unit: CapacityUnit | null; written: string | null } {
  const rest = /^\s*\d+(?:[.,]\d+)?\s*([^\d\s].*)$/u.exec(value)?.[1]?.trim()
  if (!rest) return { unit: null, written: null }
  const word = rest.toLowerCase().split(/[\s(]/u)[0]!
  const unit = unitOfWord.get(word)
  return unit ? { unit, written: null } : { unit: null, written: rest }
}

export function groupByUnit<O extends { value: string }>(options: readonly O[]): CapacityGroup<O>[] {
  const groups = new Map<string, CapacityGroup<O>>()
  for (const option of options) {
    const { unit, written } = unitOf(option.value)
    const key = unit ?? (written === null ? '\u0000rest' : `\u0000${written.toLowerCase()}`)
    const group = groups.get(key) ?? { unit, written, options: [] }
    group.options.push(option)
    groups.set(key, group)
  }
  const rank = (group: CapacityGroup<O>) =>
    group.unit ? capacityUnits.indexOf(group.unit) : group.written !== null ? capacityUnits.length : capacityUnits.length + 1
  // A stable sort: unknown units keep the order they came in.
  return [...groups.values()].sort((a, b) => rank(a) - rank(b))
}
