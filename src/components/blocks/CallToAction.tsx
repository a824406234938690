import { useId } from 'react'
import { ContentAction } from './ContentAction'
import { Rich } from './Rich'
import { tintBackground } from './tints'
import { attrsOf, type BlockProps } from './types'

/** A call to action on a coloured card (in a row of cards: core columns), or a panel with its actions to the side. */
export default function CallToAction({ block, topLevel }: BlockProps) {
  const { heading, text, actions = [], tint, layout } = attrsOf(block, 'lumera/call-to-action')
  const id = useId()
  if (layout === 'panel') {
    return (
      <section
        aria-labelledby={id}
        className={`grid gap-8 rounded-sm p-8 md:grid-cols-[2fr_1fr] md:items-center md:p-12 ${tintBackground[tint]} ${topLevel ? 'container-site mt-16' : ''}`}
      >
        <div>
          <Rich as="h2" id={id} html={heading} className="display-3" />
          {text ? <Rich as="p" html={text} className="mt-3 text-ink-soft" /> : null}
        </div>
        <p className="flex flex-wrap gap-3 md:justify-end">
          {actions.map((action) => (
            <ContentAction key={action.label} action={action} />
          ))}
        </p>
      </section>
    )
  }
  const card = (
    <div aria-labelledby={id} role="group" className={`h-full rounded-sm p-8 md:p-12 ${tintBackground[tint]}`} data-reveal>
      <Rich as="h2" id={id} html={heading} className="display-3" />
      {text ? <Rich as="p" html={text} className="mt-3 text-ink-soft" /> : null}
      <p className="mt-8 flex flex-wrap gap-3">
        {actions.map((action) => (
          <ContentAction key={action.label} action={action} />
        ))}
      </p>
    </div>
  )
  return topLevel ? <section className="container-site py-16 md:py-24">{card}</section> : card
}
