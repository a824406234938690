import { Rich } from './Rich'
import { attrsOf, type BlockProps } from './types'

/** A quote and who said it. */
export default function Quote({ block, topLevel }: BlockProps) {
  const { text, cite, role } = attrsOf(block, 'lumera/quote')
  return (
    <figure className={`max-w-3xl ${topLevel ? 'container-site py-14 md:py-20' : ''}`} data-reveal>
      <blockquote>
        <Rich as="p" html={text} className="font-display text-3xl leading-snug md:text-4xl" />
      </blockquote>
      {cite ? (
        <figcaption className="mt-6 text-sm">
          <span className="font-semibold">{cite}</span>
          {role ? <span className="text-ink-soft">, {role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  )
}
