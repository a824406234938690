import { useId } from 'react'
import { responsiveImage } from '#src/images/imageUrls.ts'
import { Rich } from './Rich'
import { tintBackground } from './tints'
import { attrsOf, type BlockProps, childrenOf } from './types'

/** Text beside a picture; `flip` puts the picture first on wide screens. */
export default function TextPicture({ block, renderBlocks }: BlockProps) {
  const { eyebrow, heading, picture, flip, tint } = attrsOf(block, 'lumera/text-picture')
  const id = useId()
  const shown = responsiveImage(picture, 'blockHalf')
  return (
    <section aria-labelledby={id} className="container-site grid items-center gap-10 py-14 md:py-20 lg:grid-cols-2 lg:gap-20">
      <div className={flip ? 'lg:order-2' : ''} data-reveal>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <Rich as="h2" id={id} html={heading} className="display-2 mt-3" />
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">{renderBlocks(childrenOf(block), false)}</div>
      </div>
      <img
        src={shown.src}
        srcSet={shown.srcSet}
        sizes={shown.sizes}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
        className={`h-auto w-full rounded-sm object-cover ${tintBackground[tint]}`}
      />
    </section>
  )
}
