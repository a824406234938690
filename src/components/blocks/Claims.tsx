import { claimIcon } from './claimIcons'
import { Rich } from './Rich'
import { attrsOf, type BlockProps, childrenOf } from './types'

/** Claims with their line icons, in a grid. */
export default function Claims({ block, topLevel }: BlockProps) {
  return (
    <ul className={`grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4 ${topLevel ? 'container-site py-16 md:py-24' : ''}`}>
      {childrenOf(block).map((claim, index) => {
        const { icon, title, text } = attrsOf(claim, 'lumera/claim')
        return (
          <li key={index} data-reveal>
            <span className="text-brand-dark">{claimIcon(icon)}</span>
            <h3 className="mt-4 font-display text-2xl leading-snug">{title}</h3>
            <Rich as="p" html={text} className="mt-2 text-sm leading-relaxed text-ink-soft" />
          </li>
        )
      })}
    </ul>
  )
}
