import { Suspense, use, type ReactNode } from 'react'
import type { PageBlock } from '#src/content/pages/types.ts'
import { loadedRenderer, loadRenderer } from './registry'
import type { BlockProps } from './types'
import { loadedPreviewBand, loadPreviewBand } from './previewBand'

/** One block: drawn at once when its renderer has loaded, else when it has (the server's HTML stays meanwhile). */
function BlockView(props: BlockProps & { children?: ReactNode }) {
  const Renderer = loadedRenderer(props.block.name) ?? use(loadRenderer(props.block.name))
  // eslint-disable-next-line react-hooks/static-components -- one module-level component per block name, never made here
  return <Renderer {...props} />
}

function PreviewBand({ expiresLabel }: { expiresLabel: string }) {
  const Band = loadedPreviewBand() ?? use(loadPreviewBand())
  // eslint-disable-next-line react-hooks/static-components -- the one module-level component, loaded once, never made here
  return <Band expiresLabel={expiresLabel} />
}

function renderBlocks(blocks: readonly PageBlock[], topLevel = false): ReactNode {
  return blocks.map((block, index) => <BlockView key={index} block={block} topLevel={topLevel} first={false} renderBlocks={renderBlocks} />)
}

/**
 * A page's blocks, in order. The first, when it is a hero, holds the page's h1 and takes `intro` (what the site adds
 * under it); a page that opens otherwise gets its title as a hidden h1, so every page has one. Each top-level block has
 * a boundary of its own: on a first visit it hydrates when its renderer arrives, never holding the others back.
 */
export function PageBlocks({
  blocks,
  title,
  intro,
  preview,
}: {
  blocks: readonly PageBlock[]
  title: string
  intro?: ReactNode
  preview?: { expiresLabel: string }
}) {
  const opensWithHero = blocks[0]?.name === 'lumera/hero'
  return (
    <>
      {preview ? (
        <Suspense fallback={null}>
          <PreviewBand expiresLabel={preview.expiresLabel} />
        </Suspense>
      ) : null}
      {opensWithHero ? null : <h1 className="sr-only">{title}</h1>}
      {blocks.map((block, index) => (
        <Suspense key={index} fallback={null}>
          <BlockView block={block} topLevel first={index === 0} renderBlocks={renderBlocks}>
            {index === 0 && opensWithHero ? intro : null}
          </BlockView>
        </Suspense>
      ))}
      {opensWithHero ? null : intro}
    </>
  )
}
