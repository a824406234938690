/** Reads a source photo from the store's origin only (redirects too), only image types its first bytes prove, with a
 * cap on bytes and one timeout for the whole exchange. */
import { imageLimits } from '#app-config'
import { isOnOrigin } from '#src/lib/origin.ts'
import { readCapped } from '#src/lib/readCapped.server.ts'
import {
  checkDeclaredLength,
  checkSourceType,
  followRedirect,
  formatOfContentType,
  isRefusal,
  refusalForUpstreamStatus,
  type Refusal,
} from './rules'

export class ImageRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason)
  }
}

const refuse = (refusal: Refusal): never => {
  throw new ImageRefusal(refusal)
}

export type SourceLimits = { maxBytes: number; timeoutMs: number; maxRedirects: number }

const defaultLimits: SourceLimits = {
  maxBytes: imageLimits.maxSourceBytes,
  timeoutMs: imageLimits.fetchTimeoutMs,
  maxRedirects: imageLimits.maxRedirects,
}

/** The source's bytes, or an ImageRefusal saying why not (never another error). */
export async function fetchStoreImage(src: string, storeOrigin: string, limits: SourceLimits = defaultLimits): Promise<Buffer> {
  if (!isOnOrigin(src, storeOrigin)) refuse({ status: 400, reason: 'The image is not on the store.' })
  const signal = AbortSignal.timeout(limits.timeoutMs)
  try {
    let url = new URL(src)
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8' },
      })
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel()
        if (hop >= limits.maxRedirects) refuse({ status: 502, reason: 'The store redirected too many times.' })
        const next = followRedirect(response.headers.get('Location'), url, storeOrigin)
        if (isRefusal(next)) refuse(next)
        url = next as URL
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        refuse(refusalForUpstreamStatus(response.status))
      }
      // The declared type first: a page or a video is refused before its body is read.
      if (!formatOfContentType(response.headers.get('Content-Type'))) {
        await response.body?.cancel()
        refuse({ status: 415, reason: 'The source is not an image.' })
      }
      const tooLarge = checkDeclaredLength(response.headers.get('Content-Length'), limits.maxBytes)
      if (tooLarge) {
        await response.body?.cancel()
        refuse(tooLarge)
      }
      const bytes = await readCapped(response.body, limits.maxBytes)
      if (!bytes) return refuse({ status: 413, reason: 'The source is too large.' })
      const badType = checkSourceType(response.headers.get('Content-Type'), bytes.subarray(0, 16))
      if (badType) refuse(badType)
      return bytes
    }
  } catch (error) {
    if (error instanceof ImageRefusal) throw error
    if (signal.aborted) refuse({ status: 504, reason: 'The store took too long to send the image.' })
    return refuse({ status: 502, reason: 'The store could not be reached.' })
  }
}
