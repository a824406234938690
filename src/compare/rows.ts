/**
 * The comparison's rows: one per fact that at least one of the products states, with each product's value
 * and whether they differ. Pure: the page renders it, the tests feed it tables.
 */
import { factKeys, type FactKey, type FactValue } from '#src/catalogue/productFacts.ts'

export type ComparisonRow = { key: FactKey; values: FactValue[]; differs: boolean }

/** One item with its letter case and spacing folded away. */
// Stryker disable next-line Regex: removing each space or each run of them leaves the same text
const folded = (item: string) => item.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, '')

/**
 * What two values are compared by: letter case, spacing and the order of a list's items make no difference
 * ("+2 / +8 °C" is "+2/+8 °C"; colours "White, Sage" are "Sage, White"). A fact not stated is null, so it
 * differs from any stated value.
 */
export function comparable(value: FactValue): string | null {
  if (!value) return null
  return value.map(folded).sort().join('\n')
}

/** The rows of a comparison of these products' facts, in the order of `factKeys`. */
export function comparisonRows(facts: ReadonlyArray<Partial<Record<FactKey, FactValue>>>): ComparisonRow[] {
  return factKeys.flatMap((key) => {
    const values = facts.map((f) => f[key])
    if (values.every((value) => value === undefined)) return []
    const keys = values.map(comparable)
    return [{ key, values, differs: keys.some((k) => k !== keys[0]) }]
  })
}
