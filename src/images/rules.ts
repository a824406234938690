/** The image service's rules, pure so tables test them (docs/decisions/0011); service.server.ts wires them to I/O. */
import { imageLimits, storeImages } from '#app-config'
import { imageFormats, imageKeyPattern, type ImageFormat, type ImageWidth } from './imageUrls'
import { isOnOrigin } from '#src/lib/origin.ts'

export type OutputFormat = ImageFormat
export const outputTypes = Object.fromEntries(imageFormats.map((f) => [f.format, f.type])) as Record<OutputFormat, string>

/** Source formats read from the store. SVG is not one: it is a document that may carry scripts. */
export type SourceFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

/** `reason` is short and safe to show anyone. */
export type Refusal = { status: 400 | 404 | 413 | 415 | 502 | 503 | 504; reason: string }

export type ImageRequest = { key: string; width: ImageWidth; format: OutputFormat }

/**
 * `<width>.<avif|webp|jpg>`: the format is the address's. A width alone is an address of pages a CDN kept from before
 * formats were in the address: JPEG, which every browser shows (decision 0065).
 */
export function parseImageRequest(key: string, widthAndFormat: string): ImageRequest | Refusal {
  if (!imageKeyPattern.test(key)) return { status: 404, reason: 'No such image.' }
  const [width = '', extension, ...more] = widthAndFormat.split('.')
  const n = /^[1-9]\d{0,4}$/.test(width) ? Number(width) : NaN
  if (!(storeImages.widths as readonly number[]).includes(n)) return { status: 400, reason: 'Unsupported width.' }
  const format = extension === undefined ? 'jpeg' : imageFormats.find((f) => f.extension === extension)?.format
  if (!format || more.length > 0) return { status: 400, reason: 'Unsupported format.' }
  return { key, width: n as ImageWidth, format }
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
