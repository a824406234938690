/**
 * Reads a body chunk by chunk and gives up as soon as it passes the cap, so a client or a remote
 * server can never make the process buffer more than that. The one reader of untrusted bodies:
 * requests (src/server/bodyLimit.server.ts) and store photos (src/images/source.server.ts).
 */

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
