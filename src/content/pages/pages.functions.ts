/** Pages made of blocks through server functions: the parser, the schemas and the sanitiser never join the bundle. */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeCodes } from '#app-config'
import { validInput } from '#src/lib/serverFnInput.ts'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { getRequest } from '@tanstack/react-start/server'
import { noteShown } from '#src/cdn/renderScope.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { log } from '#src/platform/log.server.ts'
import { previewFromCookies } from '../preview.server'
import { pageTags } from './cacheTags'
import { previewInfo } from '../related.server'
import { contentStore, previewSource } from '../sources.server'
import { contentPages } from './model'
import { currentPages, findContentPage, findOwnPage, ownAlternates } from './pages.server'
import { resolvePage } from './resolve.server'

const locale = v.picklist(localeCodes)

/** A spec page's content: WordPress's page for it, or the embedded document. */
export const fetchContentPage = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale, name: v.picklist(contentPages) })))
  .handler(async ({ data }) => {
    const snapshot = await currentPages()
    return resolvePage(snapshot, findContentPage(snapshot, data.name, data.locale), undefined)
  })

/** A page of its own; `movedTo` for a renamed one (301), null: 404. */
export const fetchOwnPage = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale, slug: v.pipe(v.string(), v.regex(URL_SLUG_PATTERN)) })))
  .handler(async ({ data }) => {
    // Publishing, unpublishing or renaming any page of this language purges every address that could be one.
    noteShown({ fixed: [pageTags.pageList(data.locale)] })
    const snapshot = await currentPages()
    const found = findOwnPage(snapshot, data.locale, data.slug)
    if (!found) return null
    if ('movedTo' in found) return { movedTo: found.movedTo }
    return resolvePage(snapshot, found, ownAlternates(snapshot, found))
  })

/**
 * A page as its editor sees it, for the holder of a valid preview cookie (checked again: anyone can call a server
 * function; decision 0067). A POST: never cached.
 */
export const fetchPagePreview = createServerFn({ method: 'POST' })
  .validator(
    validInput(
      v.object({
        locale,
        preview_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      }),
    ),
  )
  .handler(async ({ data }) => {
    const source = previewSource()
    const token = previewFromCookies(getRequest().headers.get('Cookie'), data.preview_id, 'page', loadEnv().wordpressPreviewSecret)
    if (!source || !token) return null
    const snapshot = await currentPages()
    const read = await source.readPagePreview(token, snapshot).catch((error: unknown) => {
      log().warn({ module: 'content', postId: data.preview_id, err: error }, 'page preview could not be read')
      return undefined
    })
    if (!read) return null
    contentStore().rememberImages(read.images)
    const loaded = await resolvePage(snapshot, read.page, read.page.role === 'own' ? { [read.page.locale]: read.page.slug } : undefined)
    return { ...loaded, preview: previewInfo(token.expires, read.page.locale) }
  })
