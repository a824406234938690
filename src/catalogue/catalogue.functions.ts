/** The browser's only way to products: the store's address and key never leave the server. */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#src/lib/serverFnInput.ts'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { localeCodes } from '#app-config'
import { findProduct, productAlternates, productFeed } from './feed.server'
import { toSummary } from './product'

const LocaleInput = v.object({ locale: v.picklist(localeCodes) })
const ProductInput = v.object({
  locale: v.picklist(localeCodes),
  slug: v.pipe(v.string(), v.regex(URL_SLUG_PATTERN)),
})

export const fetchCatalogue = createServerFn({ method: 'GET' })
  .validator(validInput(LocaleInput))
  .handler(async ({ data }) => (await productFeed().shown(data.locale)).map(toSummary))

export const fetchProduct = createServerFn({ method: 'GET' })
  .validator(validInput(ProductInput))
  .handler(async ({ data }) => {
    const product = await findProduct(data.locale, data.slug)
    if (!product) return null
    return { product, alternates: await productAlternates(product) }
  })
