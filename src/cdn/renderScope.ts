/** The lists a render's server functions picked from, empty ones too (docs/decisions/0049); in the browser, nowhere. */
type Scope = { lists: Set<string> }

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
