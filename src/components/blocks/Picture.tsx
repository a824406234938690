import { responsiveImage } from '#src/images/imageUrls.ts'
import { Rich } from './Rich'
import { attrsOf, type BlockProps } from './types'

/** A picture with its caption, at the text's width or the container's. */
export default function Picture({ block, topLevel }: BlockProps) {
  const { picture, caption, width } = attrsOf(block, 'lumera/picture')
  const shown = responsiveImage(picture, width === 'text' ? 'postBody' : 'postCover')
  return (
    <figure className={`${topLevel ? 'container-site py-10' : ''} ${width === 'text' ? 'max-w-2xl' : ''}`}>
      <img
        src={shown.src}
        srcSet={shown.srcSet}
        sizes={shown.sizes}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-sm bg-cream object-cover"
      />
      {caption ? <Rich as="figcaption" html={caption} className="mt-3 text-sm text-ink-soft" /> : null}
    </figure>
  )
}
