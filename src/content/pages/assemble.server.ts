/**
 * Block markup to the blocks a page renders (decision 0069): parsed with WordPress's parser, each block validated
 * against the model with its words sanitised, pictures only from the media library's origin. What cannot be used is
 * left out and named in `problems`; the caller logs and reports it.
 */
import { defineBlocks, noticeBlocks, type BlockName } from '#src/blocks/model.ts'
import { parseBlocks } from '#src/blocks/parse.ts'
import { validateBlocks, type BlockProblem, type ValidBlock } from '#src/blocks/validate.ts'
import { coreBlockReader } from './coreBlocks.server'
import { sanitisedRichText } from './richText.server'

export type AssembleContext = {
  /** The site's public origin: links to it become root-relative. */
  siteOrigin: string
  /** WordPress's origin, where every photo must come from; absent for the embedded documents (drawings only). */
  mediaOrigin?: string
}

export type Assembled = { blocks: ValidBlock[]; problems: BlockProblem[]; images: string[] }

const schemasByOrigin = new Map<string, ReturnType<typeof defineBlocks>>()

const asPicture = (value: unknown): { src: string } | undefined =>
  typeof value === 'object' && value !== null && typeof (value as { src?: unknown }).src === 'string' ? (value as { src: string }) : undefined

/** A photo is servable when it is a drawing of the site or on the media library's origin (the image service's rule). */
function photoProblem(src: string, mediaOrigin: string | undefined): string | undefined {
  if (src.startsWith('/images/')) return undefined
  try {
    if (mediaOrigin && new URL(src).origin === new URL(mediaOrigin).origin) return undefined
  } catch {
    // Falls through: not an address at all.
  }
  return 'a picture from outside the media library'
}

function keepServablePictures(blocks: ValidBlock[], context: AssembleContext, problems: BlockProblem[], images: string[]): ValidBlock[] {
  return blocks.flatMap((block) => {
    const picture = asPicture(block.attrs.picture)
    const problem = picture && photoProblem(picture.src, context.mediaOrigin)
    if (problem) {
      problems.push({ block: block.name, reason: problem })
      return []
    }
    if (picture && /^https?:/.test(picture.src)) images.push(picture.src)
    return [{ ...block, inner: keepServablePictures(block.inner, context, problems, images) }]
  })
}

export function assembleBlocks(markup: string, context: AssembleContext, top?: readonly BlockName[]): Assembled {
  let blocks = schemasByOrigin.get(context.siteOrigin)
  if (!blocks) {
    blocks = defineBlocks(sanitisedRichText(context.siteOrigin))
    schemasByOrigin.set(context.siteOrigin, blocks)
  }
  const readCore = coreBlockReader({ siteOrigin: context.siteOrigin, mediaOrigin: context.mediaOrigin })
  let parsed
  try {
    parsed = parseBlocks(markup)
  } catch (error) {
    return { blocks: [], problems: [{ block: 'page', reason: error instanceof Error ? error.message : String(error) }], images: [] }
  }
  const result = validateBlocks(parsed, { blocks, readCore, top })
  const images: string[] = []
  const kept = keepServablePictures(result.blocks, context, result.problems, images)
  return { blocks: kept, problems: result.problems, images }
}

/** A notice's markup: exactly one of the notices' blocks. */
export function assembleNotice(markup: string, context: AssembleContext): Assembled {
  const assembled = assembleBlocks(markup, context, noticeBlocks)
  if (assembled.blocks.length > 1) {
    assembled.problems.push({ block: 'notice', reason: 'holds more than one block: the first is shown' })
    assembled.blocks = assembled.blocks.slice(0, 1)
  }
  return assembled
}
