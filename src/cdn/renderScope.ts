/**
 * The lists a render picked what it shows from, noted by the server functions that picked (docs/decisions/0041): an
 * empty list is a list too, and a post published into it must purge the page. The server gives each render a scope
 * of its own (render.server.ts, with AsyncLocalStorage); elsewhere (the browser, a test) notes go nowhere.
 */
type Scope = { lists: Set<string> }

let current: () => Scope | undefined = () => undefined

/** The server's start-up: where the scope of the render under way is found. */
export function provideRenderScope(getter: () => Scope | undefined): void {
  current = getter
}

/** A server function picked what it returns from these lists (their cache tags). */
export function notePickedFrom(...tags: string[]): void {
  const scope = current()
  if (scope) for (const tag of tags) scope.lists.add(tag)
}

/** The lists the render under way picked from. */
export function pickedFrom(): string[] {
  return [...(current()?.lists ?? [])]
}
