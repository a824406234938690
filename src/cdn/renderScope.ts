/**
 * The lists a render's server functions picked from (docs/decisions/0049), empty ones too, in a scope per render
 * (render.server.ts's AsyncLocalStorage); elsewhere (the browser) notes go nowhere.
 */
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
