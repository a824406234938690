import { useId } from 'react'
import { Rich } from './Rich'
import { attrsOf, type BlockProps, childrenOf } from './types'

/** Numbered steps of a process, in a row on wide screens. */
export default function Steps({ block }: BlockProps) {
  const { heading } = attrsOf(block, 'lumera/steps')
  const id = useId()
  return (
    <section aria-labelledby={id} className="bg-cream py-16 md:py-24">
      <div className="container-site">
        <Rich as="h2" id={id} html={heading} className="display-2 max-w-2xl" />
        <ol className="mt-12 grid gap-10 md:grid-cols-2 lg:grid-cols-5">
          {childrenOf(block).map((step, index) => {
            const { title, text } = attrsOf(step, 'lumera/step')
            return (
              <li key={index} data-reveal>
                <span aria-hidden="true" className="font-display text-5xl text-brand">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-3 font-display text-2xl">{title}</h3>
                <Rich as="p" html={text} className="mt-2 text-sm leading-relaxed text-ink-soft" />
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
