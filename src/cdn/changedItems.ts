/** What a change purges is found by comparing two reads of a source (docs/decisions/0049). */

export const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The ids of the items that came, went or changed between two reads. */
export function changedIds<T>(before: readonly T[], after: readonly T[], idOf: (item: T) => string): Set<string> {
  const old = new Map(before.map((item) => [idOf(item), item]))
  const now = new Map(after.map((item) => [idOf(item), item]))
  return new Set([...old.keys(), ...now.keys()].filter((id) => !sameData(old.get(id), now.get(id))))
}
