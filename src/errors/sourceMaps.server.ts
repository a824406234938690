/**
 * Browser stack frames read through the build's own source maps (decision 0068), so a report says
 * `src/components/catalogue/ProductCard.tsx:12` instead of a minified script's column. The maps stay on the server (the build takes them
 * out of the public files: vite-plugin.ts); a frame of any other script (an extension, an injected one) is left out.
 */
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import type { StackFrame } from './report'

/** The build's scripts by public path (`/assets/index-abc.js`), each with its source map's JSON. */
export type ClientSourceMaps = Readonly<Record<string, string>>

/** Parsed maps kept at once: a report names a few scripts; the framework's is the one most read. */
const PARSED_MAPS = 16

export class FrameReader {
  private readonly parsed = new Map<string, TraceMap>()

  constructor(private readonly maps: ClientSourceMaps) {}

  /** The frame in the terms of its source, or undefined when it is no frame of the site's own scripts. */
  read(frame: StackFrame): StackFrame | undefined {
    if (Object.keys(this.maps).length === 0) return /^\/(?!\/)/.test(frame.filename) ? frame : undefined
    if (!Object.hasOwn(this.maps, frame.filename)) return undefined
    const own = { ...frame, in_app: true }
    if (!frame.lineno || !frame.colno) return own
    const position = originalPositionFor(this.traceMap(frame.filename), { line: frame.lineno, column: frame.colno - 1 })
    if (!position.source) return own
    return {
      filename: position.source,
      ...(position.name || frame.function ? { function: position.name ?? frame.function } : {}),
      lineno: position.line,
      colno: position.column + 1,
      in_app: !position.source.includes('node_modules/'),
    }
  }

  private traceMap(filename: string): TraceMap {
    let map = this.parsed.get(filename)
    if (map) {
      // Most recently read last: the first is the one to drop.
      this.parsed.delete(filename)
    } else {
      map = new TraceMap(this.maps[filename]!)
      if (this.parsed.size >= PARSED_MAPS) this.parsed.delete(this.parsed.keys().next().value!)
    }
    this.parsed.set(filename, map)
    return map
  }
}
