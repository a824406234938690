import { lazy, Suspense, useState } from 'react'
import type { Product } from '#src/catalogue/product.ts'
import { m } from '#src/paraglide/messages.js'
import { Hydrated } from '../Hydrated'
import { CustomizationList } from './CustomizationList'

// The customize dialog is only needed when asked for: keep it out of the first load.
const CustomizeDialog = lazy(() => import('./CustomizeDialog'))

/** "Customize" opens the options in a dialog; without scripts the button is not shown and the options are listed. */
export function CustomizeAction({ product }: { product: Product }) {
  const [open, setOpen] = useState(false)
  if (!product.customization.length) return null
  return (
    <>
      {/* Disabled until the scripts have hydrated the page: before that it could not open anything. */}
      <Hydrated>
        {(hydrated) => (
          <button type="button" className="button-secondary needs-script" disabled={!hydrated} onClick={() => setOpen(true)}>
            {m.product_customize()}
          </button>
        )}
      </Hydrated>
      <noscript className="basis-full">
        <section aria-labelledby="customize-heading" className="mt-2">
          <h2 id="customize-heading" className="text-xs font-semibold uppercase tracking-[0.18em]">
            {m.customize_title({ product: product.name })}
          </h2>
          <CustomizationList product={product} />
        </section>
      </noscript>
      {open ? (
        <Suspense fallback={null}>
          <CustomizeDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
