import { useId } from 'react'
import { responsiveImage } from '#src/images/imageUrls.ts'
import { VideoModalButton } from '../media/VideoModalButton'
import { ContentAction } from './ContentAction'
import { Rich } from './Rich'
import { attrsOf, type BlockProps } from './types'

/**
 * The opening of a page. With a picture: text beside it (the home page); without: eyebrow, heading and lead over the
 * page (every other page). Its heading is the page's h1 when it opens the page. `children` is what the site adds
 * below the lead (a collection's number of models).
 */
export default function Hero({ block, first, children }: BlockProps & { children?: React.ReactNode }) {
  const { eyebrow, heading, lead, picture, actions = [], film } = attrsOf(block, 'lumera/hero')
  const id = useId()
  const Heading = first ? 'h1' : 'h2'
  const buttons = actions.length ? (
    <div className="mt-9 flex flex-wrap gap-3">
      {actions.map((action) => (
        <ContentAction key={action.label} action={action} />
      ))}
    </div>
  ) : null
  if (!picture) {
    return (
      <section aria-labelledby={id} className="container-site pt-16 pb-10 md:pt-24 md:pb-14">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <Rich as={Heading} id={id} html={heading} className="display-1 mt-4 max-w-4xl" />
        {lead ? <Rich as="p" html={lead} className="lead mt-6 max-w-2xl" /> : null}
        {buttons}
        {children}
      </section>
    )
  }
  const shown = responsiveImage(picture, 'blockHalf')
  return (
    <section
      aria-labelledby={id}
      className="container-site grid items-center gap-10 pt-10 pb-16 md:pt-16 lg:grid-cols-[1fr_1.1fr] lg:gap-16 lg:pb-24"
    >
      <div>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <Rich as={Heading} id={id} html={heading} className="display-1 mt-5" />
        {lead ? <Rich as="p" html={lead} className="lead mt-6 max-w-xl" /> : null}
        {buttons}
        {children}
      </div>
      <div className="relative">
        <img
          src={shown.src}
          srcSet={shown.srcSet}
          sizes={shown.sizes}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          fetchPriority={first ? 'high' : undefined}
          loading={first ? undefined : 'lazy'}
          className="aspect-[4/3] h-auto w-full rounded-sm bg-bakery object-cover"
        />
        {film ? <VideoModalButton className="absolute bottom-4 start-4" /> : null}
      </div>
    </section>
  )
}
