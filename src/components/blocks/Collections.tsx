import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { categoryStyle } from '../catalogue/categoryStyle'
import { Rich } from './Rich'
import { attrsOf, dataOf, type BlockProps } from './types'

/**
 * The collections, each with its own page's lead: colour tiles with the artwork whole and the copy never cut (home),
 * or large cards with their number of models (the showcases page).
 */
export default function Collections({ block, topLevel }: BlockProps) {
  const { layout } = attrsOf(block, 'lumera/collections')
  const collections = dataOf(block, 'collections') ?? []
  if (layout === 'cards') {
    return (
      <ul className={`grid gap-10 md:grid-cols-2 ${topLevel ? 'container-site pb-8' : ''}`}>
        {collections.map(({ category, lead, count }, index) => {
          const style = categoryStyle[category]
          return (
            <li key={category} className={index === 0 ? 'md:col-span-2' : ''}>
              <article className="group relative" data-reveal>
                <div className={`overflow-hidden rounded-sm ${style.background}`}>
                  <img
                    src={`/images/collections/${category}.svg`}
                    alt=""
                    width={1600}
                    height={900}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    className="aspect-[16/9] w-full object-cover transition-transform duration-700 group-hover:scale-[1.02]"
                  />
                </div>
                <div className="mt-5 flex items-baseline justify-between gap-4">
                  <h2 className="display-3">
                    <AppLink to={style.page} className="after:absolute after:inset-0">
                      {style.label()}
                    </AppLink>
                  </h2>
                  <p className="text-sm text-ink-soft">{m.collection_count({ count })}</p>
                </div>
                <Rich as="p" html={lead} className="mt-2 max-w-xl text-ink-soft" />
              </article>
            </li>
          )
        })}
      </ul>
    )
  }
  const last = collections.length - 1
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-6 ${topLevel ? 'container-site py-16 md:py-24' : ''}`}>
      {collections.map(({ category, lead }, index) => {
        const style = categoryStyle[category]
        const span = index < 2 ? 'lg:col-span-3' : `lg:col-span-2 ${index === last ? 'sm:col-span-2' : ''}`
        return (
          <li key={category} data-reveal className={span}>
            <article className={`group relative flex h-full flex-col overflow-hidden rounded-sm ${style.background}`}>
              <img
                src={`/images/collections/${category}.svg`}
                alt=""
                width={1600}
                height={900}
                loading="lazy"
                decoding="async"
                className="aspect-[16/9] w-full object-contain transition-transform duration-700 group-hover:scale-[1.03]"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="font-display text-2xl leading-tight">
                  <AppLink to={style.page} className="after:absolute after:inset-0" prefetchOnView>
                    {style.label()}
                  </AppLink>
                </h3>
                <Rich as="p" html={lead} className="mt-2 max-w-prose text-sm leading-relaxed text-ink-soft" />
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
