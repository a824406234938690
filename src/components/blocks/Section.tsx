import { useId } from 'react'
import type { PageBlock } from '#src/content/pages/types.ts'
import { ContentAction } from './ContentAction'
import { Rich } from './Rich'
import { tintBackground } from './tints'
import { attrsOf, type BlockProps, childrenOf } from './types'

/** A block that shows the site's data and has none to show (no stories yet, an empty collection). */
const showsNothing = (block: PageBlock) => {
  const data = block.data as Record<string, unknown[]> | undefined
  return !!data && Object.values(data).every((list) => Array.isArray(list) && list.length === 0)
}

/**
 * A section of a page: eyebrow, heading, lead and actions (beside the heading, or after the blocks it holds). A section
 * whose every block has nothing to show is left out whole, as the home page's stories are when there are none.
 */
export default function Section({ block, renderBlocks }: BlockProps) {
  const { eyebrow, heading, lead, tint, actions = [], actionsAt } = attrsOf(block, 'lumera/section')
  const id = useId()
  if (childrenOf(block).length > 0 && childrenOf(block).every(showsNothing)) return null
  const dark = tint === 'ink'
  const onlyLinks = actions.every((a) => a.style === 'link')
  // Links at the end stand on their own line (no paragraph around them: it would add a line's height).
  const placement = actionsAt === 'heading' ? 'shrink-0' : onlyLinks ? 'mt-12' : ''
  const buttons = actions.map((action) => <ContentAction key={action.label} action={action} className={placement} />)
  const hasHeading = eyebrow || heading || lead
  return (
    <section aria-labelledby={heading ? id : undefined} className={`${tintBackground[tint]} py-16 md:py-24`}>
      <div className="container-site">
        {hasHeading || (actions.length && actionsAt === 'heading') ? (
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className={dark ? 'max-w-3xl' : 'max-w-2xl'}>
              {eyebrow ? <p className={dark ? 'eyebrow text-icecream' : 'eyebrow'}>{eyebrow}</p> : null}
              {heading ? <Rich as="h2" id={id} html={heading} className={eyebrow ? 'display-2 mt-3' : 'display-2'} /> : null}
              {lead ? (
                <Rich as="p" html={lead} className={dark ? 'mt-4 max-w-2xl text-lg leading-relaxed text-paper/85' : 'lead mt-4'} />
              ) : null}
            </div>
            {actionsAt === 'heading' ? buttons : null}
          </div>
        ) : null}
        {childrenOf(block).length ? <div className="mt-12">{renderBlocks(childrenOf(block), false)}</div> : null}
        {actionsAt === 'end' && actions.length ? onlyLinks ? buttons : <p className="mt-14 flex flex-wrap gap-3">{buttons}</p> : null}
      </div>
    </section>
  )
}
