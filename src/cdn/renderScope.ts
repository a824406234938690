/**
 * What a render showed, as cache tags (docs/decisions/0049): the lists its data was picked from, empty ones too, and
 * each item it shows. Whoever fetches the data notes its tags here (a query beside its key, a server function beside
 * its answer), so no one has to recognise products or posts in the page's data afterwards. In the browser, nowhere.
 */
import type { ShownTags } from './tags'

type Scope = { fixed: Set<string>; groups: Array<ShownTags['groups'][number]>; expiresAt?: number }

let current: () => Scope | undefined = () => undefined

export const newRenderScope = (): Scope => ({ fixed: new Set(), groups: [] })

export function provideRenderScope(getter: () => Scope | undefined): void {
  current = getter
}

/** The tags of what the render shows: `fixed` always kept, each of `groups` replaced by its overflow tag if too long. */
export function noteShown({ fixed = [], groups = [] }: Partial<ShownTags>): void {
  const scope = current()
  if (!scope) return
  for (const tag of fixed) scope.fixed.add(tag)
  scope.groups.push(...groups)
}

/** `data`, once its tags are noted: a query's `queryFn` ends with this, beside its key. The browser build drops the
 * noting and, with it, the tags' code: a browser renders no page for a CDN. */
export function tagged<T>(data: T, tagsOf: (data: T) => Partial<ShownTags>): T {
  if (import.meta.env.SSR && current()) noteShown(tagsOf(data))
  return data
}

export function shownInRender(): ShownTags {
  const scope = current()
  return { fixed: [...(scope?.fixed ?? [])], groups: [...(scope?.groups ?? [])] }
}

/** What the render shows changes at this time (a campaign banner ends): no cache may keep the page past it. */
export function noteChangesAt(at: number): void {
  const scope = current()
  if (scope && (scope.expiresAt === undefined || at < scope.expiresAt)) scope.expiresAt = at
}

export function changesAt(): number | undefined {
  return current()?.expiresAt
}
