import { useId } from 'react'
import { Rich } from './Rich'
import { attrsOf, type BlockProps, childrenOf } from './types'

/** Dated milestones: a line on a phone, rows of three on wide screens. */
export default function Timeline({ block }: BlockProps) {
  const { heading } = attrsOf(block, 'lumera/timeline')
  const id = useId()
  return (
    <section aria-labelledby={id} className="bg-cream py-16 md:py-24">
      <div className="container-site">
        <Rich as="h2" id={id} html={heading} className="display-2" />
        <ol className="mt-12 grid gap-x-10 gap-y-10 border-s border-line ps-8 md:grid-cols-3 md:border-s-0 md:ps-0">
          {childrenOf(block).map((milestone, index) => {
            const { year, text } = attrsOf(milestone, 'lumera/milestone')
            return (
              <li key={index} data-reveal className="md:border-t md:border-line md:pt-6">
                <p className="font-display text-4xl text-brand-dark">{year}</p>
                <Rich as="p" html={text} className="mt-2 leading-relaxed text-ink-soft" />
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
