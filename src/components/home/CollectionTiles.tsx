import { categories } from '#app-config'
import { AppLink } from '../AppLink'
import { categoryStyle } from '../catalogue/categoryStyle'
import { collectionLead } from '../catalogue/collectionLead'

/** The five collections as colour tiles, each linking to its page. */
export function CollectionTiles() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {categories.map((category) => {
        const style = categoryStyle[category]
        return (
          <li key={category} data-reveal>
            <article className={`group relative flex h-full flex-col overflow-hidden rounded-sm ${style.background}`}>
              <img
                src={`/images/collections/${category}.svg`}
                alt=""
                width={1600}
                height={900}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition-transform duration-700 group-hover:scale-[1.04]"
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="font-display text-2xl leading-tight">
                  <AppLink to={style.page} className="after:absolute after:inset-0" prefetchOnView>
                    {style.label()}
                  </AppLink>
                </h3>
                <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-soft">{collectionLead[category]()}</p>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
