import { useId } from 'react'
import { ImpactFigures } from './ImpactFigures'
import { Rich } from './Rich'
import { attrsOf, dataOf, type BlockProps } from './types'

/**
 * The yearly savings: the figures are the site's (in the page's number format), the words the editor's. `light` is
 * the figures on their own panel; `dark` sits in a dark section. The heading is for the page's outline only.
 */
export default function Figures({ block, topLevel }: BlockProps) {
  const attrs = attrsOf(block, 'lumera/figures')
  const figures = dataOf(block, 'figures')
  const id = useId()
  if (!figures) return null
  const labels = {
    energy: attrs.energyLabel,
    energyUnit: attrs.energyUnit,
    co2: attrs.co2Label,
    co2Unit: attrs.co2Unit,
    solar: attrs.solarLabel,
  }
  const heading = attrs.heading ? <Rich as="h2" id={id} html={attrs.heading} className="sr-only" /> : null
  if (attrs.tone === 'dark') {
    return (
      <div aria-labelledby={attrs.heading ? id : undefined} role={attrs.heading ? 'group' : undefined}>
        {heading}
        <ImpactFigures texts={figures} labels={labels} />
        {attrs.note ? <Rich as="p" html={attrs.note} className="mt-10 max-w-3xl text-sm leading-relaxed text-paper/85" /> : null}
      </div>
    )
  }
  return (
    <section aria-labelledby={attrs.heading ? id : undefined} className={topLevel ? 'container-site pb-16 md:pb-24' : ''}>
      {heading}
      <div className="rounded-sm bg-icecream/60 p-8 md:p-12">
        <ImpactFigures texts={figures} labels={labels} tone="light" />
        {attrs.note ? <Rich as="p" html={attrs.note} className="mt-10 max-w-3xl text-sm leading-relaxed text-ink-soft" /> : null}
      </div>
    </section>
  )
}
