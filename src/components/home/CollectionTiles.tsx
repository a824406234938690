import { categories } from '#app-config'
import { AppLink } from '../AppLink'
import { categoryStyle } from '../catalogue/categoryStyle'
import { collectionLead } from '../catalogue/collectionLead'

/** The five collections as colour tiles: the artwork whole in its proportions and the copy never cut with an ellipsis. */
export function CollectionTiles() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
      {categories.map((category, index) => {
        const style = categoryStyle[category]
        const span = index < 2 ? 'lg:col-span-3' : `lg:col-span-2 ${index === categories.length - 1 ? 'sm:col-span-2' : ''}`
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
                <p className="mt-2 max-w-prose text-sm leading-relaxed text-ink-soft">{collectionLead[category]()}</p>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
