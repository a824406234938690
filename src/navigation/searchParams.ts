/** Search params as HTML forms write them (`?category=bakery&category=wine`, never JSON): a search made without
 * JavaScript has the router's URL, and shared links stay readable. Route schemas validate the values. */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const search: Record<string, unknown> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    search[key] = all.length === 1 ? all[0] : all
  }
  return search
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue
      params.append(key, String(item))
    }
  }
  const str = params.toString()
  return str ? `?${str}` : ''
}
