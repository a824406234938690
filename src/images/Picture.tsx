/** An image in a slot: a store photo as a `<picture>` of AVIF, WebP and JPEG addresses (decision 0065), any other as it is. */
import type { ImgHTMLAttributes } from 'react'
import type { ProductImage } from '#src/catalogue/product.ts'
import { responsiveImage, type ImageSlot } from './imageUrls'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  image: Pick<ProductImage, 'src' | 'version'>
  slot: ImageSlot
  alt: string
}

export function Picture({ image, slot, alt, ...img }: Props) {
  const { sources, ...shown } = responsiveImage(image, slot)
  const element = <img {...shown} alt={alt} {...img} />
  if (!sources) return element
  // `display: contents`: the <img> lays out as it would without its <picture>.
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={shown.sizes} />
      ))}
      {element}
    </picture>
  )
}
