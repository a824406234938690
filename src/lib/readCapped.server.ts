/** The one reader of untrusted bodies (requests, store photos): it stops as soon as a body passes the cap. */

/** The whole body, or null once it passed `maxBytes` (the rest is not read; the stream is cancelled). */
export async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer<ArrayBuffer> | null> {
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
