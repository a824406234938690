/**
 * Parsed blocks to blocks the site can render (decision 0069): a block the site does not know, or whose attributes
 * do not validate, or that stands where its parent does not take it, is left out and named in `problems`; the rest
 * of the page stays. Core blocks are read by the caller's `readCore` (their words are HTML, sanitised on the server).
 */
import * as v from 'valibot'
import {
  coreBlocks,
  isCoreBlock,
  isSiteBlock,
  noticeBlocks,
  textBlocks,
  type BlockName,
  type CoreBlockName,
  type defineBlocks,
} from './model'
import type { ParsedBlockNode } from './parse'

export type BlockProblem = { block: string; reason: string }

/** A block as the browser receives it: checked attributes, checked children, and (some blocks) data the server added. */
export type ValidBlock = { name: BlockName; attrs: Record<string, unknown>; inner: ValidBlock[] }

export type ReadCore = (name: CoreBlockName, html: string, attrs: Record<string, unknown>) => Record<string, unknown> | string

type Options = {
  blocks: ReturnType<typeof defineBlocks>
  readCore: ReadCore
  /** The blocks the top level takes (a notice: its one block); else any but child kinds and notices' blocks. */
  top?: readonly BlockName[]
}

/** Which children a parent takes (`undefined`: the page itself, which takes any block but the child kinds). */
function accepts(parent: BlockName | undefined, child: BlockName, { blocks, top }: Options): boolean {
  if (parent === undefined && top) return top.includes(child)
  const childKinds = new Set(Object.values(blocks).map((b) => b.inner as string))
  const allowed = parent === undefined ? 'any' : isSiteBlock(parent) ? blocks[parent].inner : coreChildren[parent as CoreBlockName]
  if (allowed === 'none') return false
  if (allowed === 'any') return !childKinds.has(child) && !coreChildKinds.has(child) && !(noticeBlocks as readonly string[]).includes(child)
  if (allowed === 'text') return textBlocks.includes(child as CoreBlockName)
  if (allowed === 'columns') return child === 'core/column'
  if (allowed === 'buttons') return child === 'core/button'
  if (allowed === 'list') return child === 'core/list-item'
  return allowed === child
}

/** What core blocks hold: a column anything a page does, buttons only buttons, lists their items, quotes their text. */
const coreChildren: Record<CoreBlockName, 'none' | 'any' | 'text' | 'columns' | 'buttons' | 'list'> = {
  'core/paragraph': 'none',
  'core/heading': 'none',
  'core/list': 'list',
  'core/list-item': 'none',
  'core/quote': 'text',
  'core/image': 'none',
  'core/buttons': 'buttons',
  'core/button': 'none',
  'core/columns': 'columns',
  'core/column': 'any',
  'core/separator': 'none',
}
const coreChildKinds = new Set<string>(['core/column', 'core/button', 'core/list-item'])

const describe = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? 'attributes'} ${issue.message}`)
    .join('; ')

export function validateBlocks(
  nodes: readonly ParsedBlockNode[],
  options: Options,
  parent?: BlockName,
): { blocks: ValidBlock[]; problems: BlockProblem[] } {
  const problems: BlockProblem[] = []
  const blocks: ValidBlock[] = []
  for (const node of nodes) {
    const name = node.name
    if (!isSiteBlock(name) && !isCoreBlock(name)) {
      problems.push({ block: name, reason: 'unknown block' })
      continue
    }
    if (!accepts(parent, name, options)) {
      problems.push({ block: name, reason: parent ? `not allowed in ${parent}` : 'not allowed at the top of a page' })
      continue
    }
    let attrs: Record<string, unknown>
    if (isSiteBlock(name)) {
      const result = v.safeParse(options.blocks[name].attributes, node.attrs)
      if (!result.success) {
        problems.push({ block: name, reason: describe(result.issues) })
        continue
      }
      attrs = result.output as Record<string, unknown>
    } else {
      const result = v.safeParse(coreBlocks[name], node.attrs)
      const read = result.success
        ? options.readCore(name, node.content.filter((part) => part !== null).join(''), result.output)
        : describe(result.issues)
      if (typeof read === 'string') {
        problems.push({ block: name, reason: read })
        continue
      }
      attrs = read
    }
    const inner = validateBlocks(node.inner, options, name)
    problems.push(...inner.problems)
    blocks.push({ name, attrs, inner: inner.blocks })
  }
  return { blocks, problems }
}
