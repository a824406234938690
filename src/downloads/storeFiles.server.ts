/** The store's technical files passed through, from its origin only (redirects too), with a deadline and a cap;
 * sizes from a HEAD, kept a while (docs/decisions/0046). */
import { downloadLimits } from '#app-config'
import { followRedirect, isRefusal } from '#src/images/rules.ts'
import { isOnOrigin } from '#src/lib/origin.ts'

export type Upstream = { body: ReadableStream<Uint8Array>; length?: number }
/** Why a store file cannot be passed through: gone (404) or the store failed (502/504). */
export class StoreFileError extends Error {
  constructor(readonly status: 404 | 502 | 504) {
    super(`store file: ${status}`)
  }
}

async function request(url: string, origin: string, method: 'GET' | 'HEAD', timeoutMs: number): Promise<Response> {
  if (!isOnOrigin(url, origin)) throw new StoreFileError(404)
  const signal = AbortSignal.timeout(timeoutMs)
  let at = new URL(url)
  try {
    for (let hop = 0; hop <= 3; hop++) {
      const response = await fetch(at, { method, redirect: 'manual', signal })
      if (response.status < 300 || response.status >= 400) {
        if (response.ok) return response
        await response.body?.cancel()
        throw new StoreFileError(response.status === 404 || response.status === 410 ? 404 : 502)
      }
      await response.body?.cancel()
      const next = followRedirect(response.headers.get('Location'), at, origin)
      if (isRefusal(next)) throw new StoreFileError(502)
      at = next
    }
    throw new StoreFileError(502)
  } catch (error) {
    if (error instanceof StoreFileError) throw error
    throw new StoreFileError(signal.aborted ? 504 : 502)
  }
}

const declaredLength = (response: Response) => {
  const length = Number(response.headers.get('Content-Length') ?? NaN)
  return Number.isInteger(length) && length >= 0 ? length : undefined
}

/** The file's bytes as they come, stopped (the download fails) past `maxStoreFileBytes`. */
export async function openStoreFile(url: string, origin: string): Promise<Upstream> {
  const response = await request(url, origin, 'GET', downloadLimits.storeFileTimeoutMs)
  const length = declaredLength(response)
  if ((length ?? 0) > downloadLimits.maxStoreFileBytes || !response.body) {
    await response.body?.cancel()
    throw new StoreFileError(502)
  }
  let seen = 0
  const capped = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > downloadLimits.maxStoreFileBytes) controller.error(new Error('store file over the cap'))
        else controller.enqueue(chunk)
      },
    }),
  )
  return { body: capped, ...(length !== undefined ? { length } : {}) }
}

const sizes = new Map<string, { bytes: number | undefined; at: number }>()

/** The file's size as the store declares it, or undefined when it does not say (or cannot be asked now). */
export async function storeFileSize(url: string, origin: string, now = Date.now()): Promise<number | undefined> {
  const known = sizes.get(url)
  if (known && now - known.at < downloadLimits.sizeTtlMs) return known.bytes
  const bytes = await request(url, origin, 'HEAD', downloadLimits.sizeTimeoutMs).then(declaredLength, () => undefined)
  sizes.set(url, { bytes, at: now })
  return bytes
}
