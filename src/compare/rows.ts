/** The comparison's rows: one per fact at least one product states, and whether the products differ on it. */
import { factKeys, type FactKey, type FactValue } from '#src/catalogue/productFacts.ts'

export type ComparisonRow = { key: FactKey; values: FactValue[]; differs: boolean }

// Stryker disable next-line Regex: removing each space or each run of them leaves the same text
const folded = (item: string) => item.normalize('NFC').toLowerCase().replace(/\s+/g, '')

/** Case, spacing and a list's order make no difference ("+2 / +8 °C" is "+2/+8 °C"); a fact not stated is null,
 * so it differs from any stated value. */
export function comparable(value: FactValue): string | null {
  if (!value) return null
  return value.map(folded).sort().join('\n')
}

export function comparisonRows(facts: ReadonlyArray<Partial<Record<FactKey, FactValue>>>): ComparisonRow[] {
  return factKeys.flatMap((key) => {
    const values = facts.map((f) => f[key])
    if (values.every((value) => value === undefined)) return []
    const keys = values.map(comparable)
    return [{ key, values, differs: keys.some((k) => k !== keys[0]) }]
  })
}
