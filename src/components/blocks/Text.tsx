import { useId } from 'react'
import { Rich } from './Rich'
import { attrsOf, type BlockProps, childrenOf } from './types'

/** A column of text at reading width: paragraphs, headings, lists, quotes, pictures, buttons. */
export default function Text({ block, topLevel, renderBlocks }: BlockProps) {
  const { eyebrow, heading } = attrsOf(block, 'lumera/text')
  const id = useId()
  return (
    <section aria-labelledby={heading ? id : undefined} className={topLevel ? 'container-site py-14 md:py-20' : ''}>
      <div className="max-w-2xl">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        {heading ? <Rich as="h2" id={id} html={heading} className="display-2 mt-3" /> : null}
        <div className={`prose-site ${heading || eyebrow ? 'mt-6' : ''}`}>{renderBlocks(childrenOf(block), false)}</div>
      </div>
    </section>
  )
}
