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

/**
 * What may be absent from a block's attributes as sent (src/content/pages/resolve.server.ts leaves out `[]` and `false`,
 * and `''`): lists and flags are optional here, so that a renderer must say what it takes instead. An absent word is
 * `undefined`, which renders as nothing, as `''` did.
 */
type Sent<T> = { [K in keyof T as T[K] extends readonly unknown[] | boolean ? K : never]?: T[K] } & {
  [K in keyof T as T[K] extends readonly unknown[] | boolean ? never : K]: T[K]
}

/** A block's attributes as its schema made them (the server checked them against it), as sent. */
export const attrsOf = <N extends SiteBlockName>(block: PageBlock, _name: N) => block.attrs as unknown as Sent<SiteBlockAttributes<N>>

/** A block's children (absent when it has none). */
export const childrenOf = (block: PageBlock): readonly PageBlock[] => block.inner ?? []

export function dataOf<K extends string>(block: PageBlock, key: K): Extract<BlockData, Record<K, unknown>>[K] | undefined {
  const data = block.data as Record<string, unknown> | undefined
  return data?.[key] as Extract<BlockData, Record<K, unknown>>[K] | undefined
}
