import type { ReactNode } from 'react'
import type { SiteBlockAttributes, SiteBlockName } from '#src/blocks/model.ts'
import type { BlockData, PageBlock } from '#src/content/pages/types.ts'

/** What every block's renderer gets: its block, whether it stands at the top of the page, and its children drawn. */
export type BlockProps = {
  block: PageBlock
  /** At the top of the page a block brings its own container and spacing; inside a section, the section's. */
  topLevel: boolean
  /** The page's first block: a hero there holds the page's h1. */
  first: boolean
  /** Draws blocks (children) with the same registry, without importing it (no import cycle). */
  renderBlocks: (blocks: readonly PageBlock[], topLevel?: boolean) => ReactNode
}

/** A block's attributes as its schema made them (the server checked them against it). */
export const attrsOf = <N extends SiteBlockName>(block: PageBlock, _name: N) => block.attrs as unknown as SiteBlockAttributes<N>

export function dataOf<K extends string>(block: PageBlock, key: K): Extract<BlockData, Record<K, unknown>>[K] | undefined {
  const data = block.data as Record<string, unknown> | undefined
  return data?.[key] as Extract<BlockData, Record<K, unknown>>[K] | undefined
}
