/**
 * Block markup (WordPress's serialisation: `<!-- wp:lumera/hero {"heading":"…"} /-->`) to a tree of blocks, with
 * WordPress's own parser (the twin of PHP's `parse_blocks`). Server and build code only: the browser gets the
 * validated result, never the parser.
 */
import { parse } from '@wordpress/block-serialization-default-parser'

/** One block as the markup writes it: nothing is checked yet (`validate.ts` does that). */
export type ParsedBlockNode = {
  /** `core/paragraph`, `lumera/hero`; `core/freeform` for HTML outside any block. */
  name: string
  attrs: Record<string, unknown>
  /** The block's own HTML with `null` where each inner block goes (core blocks keep their words here). */
  content: Array<string | null>
  inner: ParsedBlockNode[]
}

/** Larger markup than this is refused unread: a page is tens of kilobytes; a forged answer could be anything. */
export const MAX_MARKUP_CHARS = 2_000_000
/** Nesting deeper than this is cut: the site's deepest block is a section holding columns holding text. */
export const MAX_DEPTH = 8

type Raw = ReturnType<typeof parse>[number]

function toNode(block: Raw, depth: number): ParsedBlockNode | undefined {
  const name = block.blockName ?? 'core/freeform'
  // Whitespace between blocks comes back as nameless blocks: it is not content.
  if (block.blockName === null && !block.innerHTML.trim()) return undefined
  const attrs =
    block.attrs && typeof block.attrs === 'object' && !Array.isArray(block.attrs) ? (block.attrs as Record<string, unknown>) : {}
  const inner = depth >= MAX_DEPTH ? [] : block.innerBlocks.flatMap((child) => toNode(child, depth + 1) ?? [])
  return { name, attrs, content: block.innerContent, inner }
}

export function parseBlocks(markup: string): ParsedBlockNode[] {
  if (markup.length > MAX_MARKUP_CHARS) throw new Error(`block markup of ${markup.length} characters is over the limit`)
  return parse(markup).flatMap((block) => toNode(block, 1) ?? [])
}
