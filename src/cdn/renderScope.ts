/** The lists a render's server functions picked from, empty ones too (docs/decisions/0049); in the browser, nowhere. */
type Scope = { lists: Set<string>; expiresAt?: number }

let current: () => Scope | undefined = () => undefined

export function provideRenderScope(getter: () => Scope | undefined): void {
  current = getter
}

export function notePickedFrom(...tags: string[]): void {
  const scope = current()
  if (scope) for (const tag of tags) scope.lists.add(tag)
}

export function pickedFrom(): string[] {
  return [...(current()?.lists ?? [])]
}

/** What the render shows changes at this time (a campaign banner ends): no cache may keep the page past it. */
export function noteChangesAt(at: number): void {
  const scope = current()
  if (scope && (scope.expiresAt === undefined || at < scope.expiresAt)) scope.expiresAt = at
}

export function changesAt(): number | undefined {
  return current()?.expiresAt
}
