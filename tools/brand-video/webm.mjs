// WebM post-processing for render.mjs.
/**
 * MediaRecorder writes WebM without a duration (players show "Infinity" and cannot seek well).
 * Adds the Duration element to the Segment Info; the Segment has unknown size and no SeekHead or
 * Cues, so nothing else needs to move. Returns the buffer unchanged if the layout is unexpected.
 */
export function withDuration(buf, seconds) {
  const vint = (pos) => {
    let len = 1
    while (len <= 8 && !(buf[pos] & (0x80 >> (len - 1)))) len++
    let value = buf[pos] & (0xff >> len)
    for (let i = 1; i < len; i++) value = value * 256 + buf[pos + i]
    return { len, value, unknown: value === 2 ** (7 * len) - 1 }
  }
  const id = (pos) => {
    const { len } = vint(pos)
    return { len, value: buf.readUIntBE(pos, len) }
  }
  let pos = 0
  const ebml = id(pos)
  if (ebml.value !== 0x1a45dfa3) return buf
  const ebmlSize = vint(pos + ebml.len)
  pos += ebml.len + ebmlSize.len + ebmlSize.value
  const seg = id(pos)
  const segSize = vint(pos + seg.len)
  if (seg.value !== 0x18538067 || !segSize.unknown) return buf
  pos += seg.len + segSize.len
  while (pos < buf.length) {
    const el = id(pos)
    const size = vint(pos + el.len)
    const body = pos + el.len + size.len
    if (el.value === 0x114d9b74 || el.value === 0x1c53bb6b) return buf // SeekHead / Cues: offsets would move
    if (el.value === 0x1549a966) {
      let scale = 1_000_000
      for (let q = body; q < body + size.value;) {
        const child = id(q)
        const cs = vint(q + child.len)
        const data = q + child.len + cs.len
        if (child.value === 0x4489) return buf // already has a duration
        if (child.value === 0x2ad7b1) scale = buf.readUIntBE(data, cs.value)
        q = data + cs.value
      }
      const duration = Buffer.alloc(11)
      duration.set([0x44, 0x89, 0x88])
      duration.writeDoubleBE((seconds * 1e9) / scale, 3)
      const newSize = size.value + duration.length
      const sizeBytes = Buffer.alloc(8)
      sizeBytes.writeBigUInt64BE(BigInt(newSize) | (1n << 56n))
      return Buffer.concat([
        buf.subarray(0, pos + el.len),
        sizeBytes,
        buf.subarray(body, body + size.value),
        duration,
        buf.subarray(body + size.value),
      ])
    }
    if (size.unknown) return buf
    pos = body + size.value
  }
  return buf
}
