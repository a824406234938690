/** A path's segments, and a route pattern's match of them (`$slug` takes any one segment). */

export const split = (path: string) => path.split('/').filter(Boolean)

export function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!
    const s = segments[i]!
    if (p.startsWith('$')) params[p] = s
    else if (p !== s) return null
  }
  return params
}
