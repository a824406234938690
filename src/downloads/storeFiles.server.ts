/** The store's technical files passed through, from its origin only (redirects too), asked uncompressed, with a
 * deadline to start, one between parts, and a cap; sizes from a HEAD, kept a while (docs/decisions/0046, 0068). */
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

/** The answer's headers within `startMs`; `abort` then stops the body too (the caller's idle deadline uses it). */
async function request(
  url: string,
  origin: string,
  method: 'GET' | 'HEAD',
  startMs: number,
): Promise<{ response: Response; abort: () => void }> {
  if (!isOnOrigin(url, origin)) throw new StoreFileError(404)
  const controller = new AbortController()
  const deadline = setTimeout(() => controller.abort(new StoreFileError(504)), startMs)
  let at = new URL(url)
  try {
    for (let hop = 0; hop <= 3; hop++) {
      // The bytes as they are: a body fetch decompresses is longer than the length the store declares.
      const response = await fetch(at, {
        method,
        redirect: 'manual',
        signal: controller.signal,
        headers: { 'Accept-Encoding': 'identity' },
      })
      if (response.status < 300 || response.status >= 400) {
        if (response.ok) return { response, abort: () => controller.abort(new StoreFileError(504)) }
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
    throw new StoreFileError(controller.signal.aborted ? 504 : 502)
  } finally {
    clearTimeout(deadline)
  }
}

/** The length of the bytes fetch hands over: none when the store encoded them anyway (fetch decodes them). */
function passedLength(response: Response): number | undefined {
  const encoding = (response.headers.get('Content-Encoding') ?? 'identity').trim().toLowerCase()
  if (encoding !== 'identity') return undefined
  const length = Number(response.headers.get('Content-Length') ?? NaN)
  return Number.isInteger(length) && length >= 0 ? length : undefined
}

/**
 * `source` passed on, failed (so the server drops the connection) when it brings more bytes than `declared` (the
 * surplus would reach a cache or a proxy on a kept-alive connection as the start of the next answer), ends short of
 * it, passes `max`, or brings nothing for `idleMs`. Cancelling it cancels `source`.
 */
export function guardedBody(
  source: ReadableStream<Uint8Array>,
  limits: { declared?: number; max: number; idleMs: number; onFail?: () => void },
): ReadableStream<Uint8Array> {
  const reader = source.getReader()
  let seen = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let idle: ReturnType<typeof setTimeout> | undefined
      const stalled = new Promise<never>((_, reject) => {
        idle = setTimeout(() => reject(new Error('the store file stopped coming')), limits.idleMs)
      })
      try {
        const { done, value } = await Promise.race([reader.read(), stalled])
        if (done) {
          if (limits.declared !== undefined && seen !== limits.declared) throw new Error('the store file ended short of its length')
          controller.close()
          return
        }
        seen += value.byteLength
        if (seen > Math.min(limits.declared ?? Infinity, limits.max)) throw new Error('the store file passed its length')
        controller.enqueue(value)
      } catch (error) {
        limits.onFail?.()
        void reader.cancel(error).catch(() => {})
        controller.error(error)
      } finally {
        clearTimeout(idle)
      }
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}

/** The file's bytes as they come: each part within `storeFileIdleMs` of the last, however long the whole takes. */
export async function openStoreFile(url: string, origin: string): Promise<Upstream> {
  const { response, abort } = await request(url, origin, 'GET', downloadLimits.storeFileTimeoutMs)
  const length = passedLength(response)
  if ((length ?? 0) > downloadLimits.maxStoreFileBytes || !response.body) {
    await response.body?.cancel()
    throw new StoreFileError(502)
  }
  const body = guardedBody(response.body, {
    ...(length !== undefined ? { declared: length } : {}),
    max: downloadLimits.maxStoreFileBytes,
    idleMs: downloadLimits.storeFileIdleMs,
    onFail: abort,
  })
  return { body, ...(length !== undefined ? { length } : {}) }
}

/** What a HEAD of the store says of the file (its length, when it states one), without reading it. */
export async function storeFileHead(
  url: string,
  origin: string,
  timeoutMs: number = downloadLimits.storeFileTimeoutMs,
): Promise<{ length?: number }> {
  const { response } = await request(url, origin, 'HEAD', timeoutMs)
  await response.body?.cancel()
  const length = passedLength(response)
  return length !== undefined ? { length } : {}
}

const sizes = new Map<string, { bytes: number | undefined; at: number }>()

/** The file's size as the store declares it, or undefined when it does not say (or cannot be asked now). */
export async function storeFileSize(url: string, origin: string, now = Date.now()): Promise<number | undefined> {
  const known = sizes.get(url)
  if (known && now - known.at < downloadLimits.sizeTtlMs) return known.bytes
  const bytes = await storeFileHead(url, origin, downloadLimits.sizeTimeoutMs).then(
    (head) => head.length,
    () => undefined,
  )
  sizes.set(url, { bytes, at: now })
  return bytes
}
