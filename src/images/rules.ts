/** The image service's rules, pure so tables test them (docs/decisions/0011); service.server.ts wires them to I/O. */
import { imageLimits, storeImages } from '#app-config'
import { imageKeyPattern, type ImageWidth } from './imageUrls'
import { isOnOrigin } from '#src/lib/origin.ts'

export type OutputFormat = 'avif' | 'webp' | 'jpeg'
export const outputTypes: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }

/** Source formats read from the store. SVG is not one: it is a document that may carry scripts. */
export type SourceFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

/** `reason` is short and safe to show anyone. */
export type Refusal = { status: 400 | 404 | 413 | 415 | 502 | 503 | 504; reason: string }

export type ImageRequest = { key: string; width: ImageWidth }

export function parseImageRequest(key: string, width: string): ImageRequest | Refusal {
  if (!imageKeyPattern.test(key)) return { status: 404, reason: 'No such image.' }
  const n = /^[1-9]\d{0,4}$/.test(width) ? Number(width) : NaN
  if (!(storeImages.widths as readonly number[]).includes(n)) return { status: 400, reason: 'Unsupported width.' }
  return { key, width: n as ImageWidth }
}

/** AVIF, WebP, else JPEG. Only exact types count (`image/*` does not promise AVIF); `q=0` means "not this". */
export function pickFormat(accept: string | null | undefined): OutputFormat {
  const accepted = new Set<string>()
  // Stryker disable next-line StringLiteral: a missing header reads as an empty one; any other stand-in names no image type either
  for (const part of (accept ?? '').split(',')) {
    // Stryker disable next-line StringLiteral: split() always gives a first element, so the default is never used
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue
    accepted.add(type)
  }
  if (accepted.has('image/avif')) return 'avif'
  if (accepted.has('image/webp')) return 'webp'
  return 'jpeg'
}

const contentTypes: Record<string, SourceFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

export function formatOfContentType(header: string | null | undefined): SourceFormat | undefined {
  // Stryker disable next-line StringLiteral: a missing header reads as an empty one; any other stand-in is no image type either
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase()
  return Object.hasOwn(contentTypes, type) ? contentTypes[type] : undefined
}

/** Whether `text` is at `start` in `bytes` (a byte past the end is undefined, so too short a file does not match). */
const ascii = (bytes: Uint8Array, start: number, text: string) => [...text].every((c, i) => bytes[start + i] === c.charCodeAt(0))

export function sniffFormat(bytes: Uint8Array): SourceFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png'
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif'
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp'
  // ISO base media: a `ftyp` box whose major brand is AVIF (still image or sequence).
  if (ascii(bytes, 4, 'ftyp') && (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis'))) return 'avif'
  return undefined
}

export function checkSourceType(contentType: string | null | undefined, head: Uint8Array): Refusal | undefined {
  if (!formatOfContentType(contentType)) return { status: 415, reason: 'The source is not an image.' }
  if (!sniffFormat(head)) return { status: 415, reason: 'The source is not a readable image.' }
  return undefined
}

export function checkDeclaredLength(header: string | null | undefined, max: number = imageLimits.maxSourceBytes): Refusal | undefined {
  // No header, an empty one (0) and a malformed one (NaN) are not refused here: the streamed cap still holds.
  const length = Number(header)
  return Number.isFinite(length) && length > max ? { status: 413, reason: 'The source is too large.' } : undefined
}

/** A decoded size over the pixel cap (a decompression bomb) is refused before decoding. */
export function checkPixels(
  width: number | undefined,
  height: number | undefined,
  max: number = imageLimits.maxInputPixels,
): Refusal | undefined {
  if (!width || !height) return { status: 415, reason: 'The source is not a readable image.' }
  return width * height > max ? { status: 413, reason: 'The source has too many pixels.' } : undefined
}

export function followRedirect(location: string | null, from: URL, origin: string): URL | Refusal {
  if (!location) return { status: 502, reason: 'The store sent a redirect without a location.' }
  let next: URL
  try {
    next = new URL(location, from)
  } catch {
    return { status: 502, reason: 'The store sent a malformed redirect.' }
  }
  return isOnOrigin(next, origin) ? next : { status: 502, reason: 'The store redirected off its own origin.' }
}

export function refusalForUpstreamStatus(status: number): Refusal {
  return status === 404 || status === 410
    ? { status: 404, reason: 'The store has no such image.' }
    : { status: 502, reason: `The store answered ${status}.` }
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'status' in value && 'reason' in value
