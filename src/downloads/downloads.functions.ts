/** The product page's downloads with their sizes (a spec sheet not on disk yet is made first). */
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
