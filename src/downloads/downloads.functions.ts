/**
 * The product page's downloads, from the server: the spec sheet (made when it is not on disk yet), the drawing
 * and the store's files, each with its address, format and size.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeCodes } from '#app-config'
import { findProduct } from '#src/catalogue/feed.server.ts'
import { validInput } from '#src/lib/serverFnInput.ts'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { productDownloads } from './downloads.server'

const DownloadsInput = v.object({ locale: v.picklist(localeCodes), slug: v.pipe(v.string(), v.regex(URL_SLUG_PATTERN)) })

export const fetchDownloads = createServerFn({ method: 'GET' })
  .validator(validInput(DownloadsInput))
  .handler(async ({ data }) => {
    const product = await findProduct(data.locale, data.slug)
    return product ? productDownloads(product) : []
  })
