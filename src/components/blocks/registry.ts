/**
 * Each block's renderer is a module of its own, loaded when a page shows that block (issue 46: a page ships the code
 * of the blocks it shows). Loaders wait for a page's renderers before it renders (on the server too, which renders
 * to a string and must not suspend); hydration of a first page waits for them inside each block's boundary.
 */
import type { ComponentType } from 'react'
import type { BlockName } from '#src/blocks/model.ts'
import type { PageBlock } from '#src/content/pages/types.ts'
import type { BlockProps } from './types'

type Renderer = ComponentType<BlockProps>

const core = () => import('./Core')

const loaders: Record<BlockName, () => Promise<{ default: Renderer }>> = {
  'lumera/hero': () => import('./Hero'),
  'lumera/section': () => import('./Section'),
  'lumera/text-picture': () => import('./TextPicture'),
  'lumera/text': () => import('./Text'),
  'lumera/picture': () => import('./Picture'),
  'lumera/figures': () => import('./Figures'),
  'lumera/bars': () => import('./Bars'),
  'lumera/collections': () => import('./Collections'),
  'lumera/actions': () => import('./Actions'),
  'lumera/claims': () => import('./Claims'),
  'lumera/timeline': () => import('./Timeline'),
  'lumera/steps': () => import('./Steps'),
  'lumera/products': () => import('./Products'),
  'lumera/posts': () => import('./Posts'),
  'lumera/quote': () => import('./Quote'),
  'lumera/call-to-action': () => import('./CallToAction'),
  // Children and notices are drawn by their parents and the layout, never on their own.
  'lumera/bar': async () => ({ default: () => null }),
  'lumera/claim': async () => ({ default: () => null }),
  'lumera/milestone': async () => ({ default: () => null }),
  'lumera/step': async () => ({ default: () => null }),
  'lumera/announcement': async () => ({ default: () => null }),
  'lumera/green-diploma': async () => ({ default: () => null }),
  'core/paragraph': core,
  'core/heading': core,
  'core/list': core,
  'core/list-item': core,
  'core/quote': core,
  'core/image': core,
  'core/buttons': core,
  'core/button': core,
  'core/columns': core,
  'core/column': core,
  'core/separator': core,
}

const loaded = new Map<BlockName, Renderer>()
const loading = new Map<BlockName, Promise<Renderer>>()

export function loadRenderer(name: BlockName): Promise<Renderer> {
  let promise = loading.get(name)
  if (!promise) {
    promise = loaders[name]().then(
      (module) => {
        loaded.set(name, module.default)
        return module.default
      },
      (error: unknown) => {
        // A failed download (a dropped connection) is not kept: the next page tries again.
        loading.delete(name)
        throw error
      },
    )
    loading.set(name, promise)
  }
  return promise
}

/** The renderer if it has loaded: drawn at once, with no suspense. */
export const loadedRenderer = (name: BlockName) => loaded.get(name)

function* names(blocks: readonly PageBlock[]): Generator<BlockName> {
  for (const block of blocks) {
    yield block.name
    yield* names(block.inner ?? [])
  }
}

/** Loads the renderers of every block of a page (its loaders call it, so the page renders whole at once). */
export async function loadRenderers(blocks: readonly PageBlock[]): Promise<void> {
  await Promise.all([...new Set(names(blocks))].map(loadRenderer))
}
