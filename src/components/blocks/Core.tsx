import { responsiveImage } from '#src/images/imageUrls.ts'
import type { Action } from '#src/blocks/model.ts'
import { ContentAction } from './ContentAction'
import { Rich } from './Rich'
import { childrenOf, type BlockProps } from './types'

type Picture = { src: string; alt: string; width?: number; height?: number }

/**
 * The core blocks an editor reaches for, drawn with the site's own elements and styles; their words were read from
 * WordPress's HTML and sanitised on the server (src/content/pages/coreBlocks.server.ts).
 */
export default function Core({ block, topLevel, renderBlocks }: BlockProps) {
  const attrs = block.attrs
  const inner = () => renderBlocks(childrenOf(block), false)
  const wrap = (node: React.ReactNode) => (topLevel ? <div className="container-site prose-site max-w-2xl py-4">{node}</div> : node)
  switch (block.name) {
    case 'core/paragraph':
      return wrap(<Rich as="p" html={attrs.html as string} />)
    case 'core/heading':
      return wrap(<Rich as={`h${attrs.level as number}`} html={attrs.html as string} className="font-display" />)
    case 'core/list': {
      const items = (attrs.items as string[] | undefined) ?? []
      const List = attrs.ordered ? 'ol' : 'ul'
      return wrap(<List>{items.length ? items.map((item, i) => <Rich key={i} as="li" html={item} />) : inner()}</List>)
    }
    case 'core/list-item':
      return <Rich as="li" html={attrs.html as string} />
    case 'core/quote': {
      const paragraphs = (attrs.paragraphs as string[] | undefined) ?? []
      const cite = attrs.cite as string
      return wrap(
        <blockquote className="border-s-2 border-brand ps-6 font-display text-2xl leading-snug">
          {paragraphs.map((p, i) => (
            <Rich key={i} as="p" html={p} />
          ))}
          {inner()}
          {cite ? <Rich as="cite" html={cite} className="mt-3 block font-sans text-sm not-italic text-ink-soft" /> : null}
        </blockquote>,
      )
    }
    case 'core/image': {
      const picture = attrs.picture as Picture
      const shown = responsiveImage(picture, 'postBody')
      return wrap(
        <figure>
          <img
            src={shown.src}
            srcSet={shown.srcSet}
            sizes={shown.sizes}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-sm"
          />
          {attrs.caption ? <Rich as="figcaption" html={attrs.caption as string} className="mt-2 text-sm text-ink-soft" /> : null}
        </figure>,
      )
    }
    case 'core/buttons':
      return <p className={`flex flex-wrap gap-3 ${topLevel ? 'container-site py-6' : ''}`}>{inner()}</p>
    case 'core/button':
      return <ContentAction action={{ label: attrs.label as string, href: attrs.href as string, style: attrs.style as Action['style'] }} />
    case 'core/columns':
      return (
        <div className={topLevel ? 'container-site py-16 md:py-24' : ''}>
          <div className={`grid gap-6 ${childrenOf(block).length > 2 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>{inner()}</div>
        </div>
      )
    case 'core/column':
      return <div>{inner()}</div>
    case 'core/separator':
      return <hr className={`border-line ${topLevel ? 'container-site my-10' : 'my-8'}`} />
    default:
      return null
  }
}
