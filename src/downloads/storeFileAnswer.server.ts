/**
 * A store file as the site answers it (decision 0068): HEAD from the store's headers, without reading the file; GET
 * passed through while a place is free, a few per visitor's address and a few more per process, the place held until
 * the download ends or the visitor goes.
 */
import { downloadLimits, type Locale } from '#app-config'
import { Gate, onBodyEnd } from '#src/lib/gate.ts'
import { disposition, refusal, REVALIDATE } from './answers'
import { openStoreFile, StoreFileError, storeFileHead } from './storeFiles.server'

export type StoreFileSource = { url: string; origin: string; name: string }

let processGate: Gate | undefined
const storeFileGate = () => (processGate ??= new Gate(downloadLimits.storeFileConcurrency, downloadLimits.storeFilesPerAddress))

export async function answerStoreFile(
  request: Request,
  options: { file: StoreFileSource; locale: Locale; address: string; gate?: Gate },
): Promise<Response> {
  const { file, locale } = options
  const headers = {
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': disposition('attachment', file.name),
    'Cache-Control': REVALIDATE,
  }
  const length = (value: number | undefined): Record<string, string> => (value !== undefined ? { 'Content-Length': String(value) } : {})
  try {
    if (request.method === 'HEAD') {
      const head = await storeFileHead(file.url, file.origin)
      return new Response(null, { headers: { ...headers, ...length(head.length) } })
    }
    const place = (options.gate ?? storeFileGate()).enter(options.address)
    // A visitor's own downloads end within seconds to minutes; a full process frees a place sooner.
    if (place === 'key-full') return refusal(429, locale, { 'Retry-After': '30' })
    if (place === 'full') return refusal(503, locale, { 'Retry-After': '5' })
    try {
      const upstream = await openStoreFile(file.url, file.origin)
      return new Response(onBodyEnd(upstream.body, place.release), { headers: { ...headers, ...length(upstream.length) } })
    } catch (error) {
      place.release()
      throw error
    }
  } catch (error) {
    if (error instanceof StoreFileError) return refusal(error.status, locale)
    throw error
  }
}
