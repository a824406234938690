import { useId } from 'react'
import { Rich } from './Rich'
import { attrsOf, type BlockProps, childrenOf } from './types'

/** Figures compared as bars (the refrigerants' warming potential) beside a heading and a text; the highlighted one stands out. */
export default function Bars({ block }: BlockProps) {
  const { eyebrow, heading, text, caption, valueFormat } = attrsOf(block, 'lumera/bars')
  const bars = childrenOf(block).map((bar) => attrsOf(bar, 'lumera/bar'))
  const id = useId()
  const max = Math.max(...bars.map((bar) => bar.value), 1)
  return (
    <section aria-labelledby={id} className="bg-cream py-16 md:py-24">
      <div className="container-site grid gap-12 lg:grid-cols-2 lg:items-center">
        <div data-reveal>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <Rich as="h2" id={id} html={heading} className="display-2 mt-3" />
          {text ? <Rich as="p" html={text} className="mt-6 text-lg leading-relaxed text-ink-soft" /> : null}
        </div>
        <figure>
          <figcaption className="text-sm font-semibold">{caption}</figcaption>
          <ul className="mt-6 space-y-5">
            {bars.map((bar) => (
              <li key={bar.label}>
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{bar.label}</span>
                  <span className="text-ink-soft">{valueFormat.replace('{value}', String(bar.value))}</span>
                </div>
                <span aria-hidden="true" className="mt-2 block h-3 rounded-full bg-ink/10">
                  <span
                    className={`block h-full rounded-full ${bar.highlight ? 'bg-icecream-accent' : 'bg-meat-accent'}`}
                    style={{ width: `${Math.max(0.6, (bar.value / max) * 100)}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </figure>
      </div>
    </section>
  )
}
