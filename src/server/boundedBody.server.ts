/**
 * Reads an HTTP answer from an outside service (the store's feed, a store photo) without trusting
 * its size: chunk by chunk, abandoned as soon as it passes the cap, so a 10 MB (or endless) answer
 * costs at most `maxBytes` of memory. The caller's fetch deadline bounds the time.
 */
export async function readBodyCapped(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
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
