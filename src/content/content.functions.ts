/** Content for pages through server functions, so Markdown and HTML never join the JS bundle. */
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { validInput } from '#src/lib/serverFnInput.ts'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { localeCodes, type Locale } from '#app-config'
import { MAX_QUERY } from '#src/catalogue/search.ts'
import { queryTopics } from '#src/catalogue/searchIndex.server.ts'
import { postsAbout, postsToOffer, toPostLink } from './postMatches'
import { previewInfo, withRelated } from './related.server'
import { alternatesIn, featuredStorySlug, findLegal, findPost, listPosts } from './content.server'
import { postTags, shownPosts } from './cacheTags'
import { featuredStory } from './featured'
import { previewFromCookies } from './preview.server'
import { contentStore, previewSource } from './sources.server'
import { loadEnv } from '#src/platform/env.server.ts'
import { productTags, shownProducts } from '#src/catalogue/cacheTags.ts'
import { noteShown, tagged } from '#src/cdn/renderScope.ts'
import { log } from '#src/platform/log.server.ts'
import { noticesNow } from './pages/pages.server'

/** A post's page shows the post, its cabinets and more posts of its kind; tagged in the page's language, which a
 * post shown as its fallback (docs/decisions/0066) does not share. */
const relatedShown =
  (locale: Locale) =>
  ({ post, products, more }: Awaited<ReturnType<typeof withRelated>>) => ({
    groups: [...shownPosts(locale, [post, ...more]), ...shownProducts(locale, products)],
  })

const kind = v.picklist(['story', 'article'])
const locale = v.picklist(localeCodes)
const slug = v.pipe(v.string(), v.regex(URL_SLUG_PATTERN))

export const fetchPosts = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ kind, locale })))
  .handler(async ({ data }) =>
    // A page that lists them must go when one is published, unpublished or moved (src/cdn/renderScope.ts).
    tagged(await listPosts(data.kind, data.locale), (posts) => ({
      fixed: [postTags.postList(data.kind, data.locale)],
      groups: shownPosts(data.locale, posts),
    })),
  )

/** The stories and articles a search is about (its words read as the catalogue's search reads them), or a few to offer instead. */
export const fetchPostsAbout = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale, q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_QUERY)) })))
  .handler(async ({ data }) => {
    const [stories, articles, topics] = await Promise.all([
      listPosts('story', data.locale),
      listPosts('article', data.locale),
      queryTopics(data.locale, data.q),
    ])
    const found = postsAbout([...stories, ...articles], topics.searched, topics.collections)
    return {
      found: found.map(toPostLink),
      offered: found.length ? [] : postsToOffer(featuredStory(stories), articles).map(toPostLink),
    }
  })

/** One post with its translations, its cabinets still sold and more to read; `movedTo` for a moved slug (301), null: 404. */
export const fetchPost = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ kind, locale, slug })))
  .handler(async ({ data }) => {
    // Its "more to read" comes from the list; its cabinets, by slug, from the feed.
    noteShown({ fixed: [postTags.postList(data.kind, data.locale), productTags.productList(data.locale)] })
    const found = await findPost(data.kind, data.locale, data.slug)
    if (!found) return null
    if ('movedTo' in found) return { movedTo: found.movedTo }
    return tagged(await withRelated(found.post, found.alternates, data.locale), relatedShown(data.locale))
  })

/**
 * A draft for the holder of a valid preview cookie (the signed link traded at the page's address, previewGate.server.ts),
 * checked again here as anyone can call a server function; a POST: never cached.
 */
export const fetchPreview = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ kind, locale, preview_id: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(async ({ data }) => {
    const source = previewSource()
    const token = previewFromCookies(getRequest().headers.get('Cookie'), data.preview_id, data.kind, loadEnv().wordpressPreviewSecret)
    if (!source || !token) return null
    const read = await source.readPreview(data.kind, token).catch((error: unknown) => {
      log().warn({ module: 'content', postId: data.preview_id, err: error }, 'preview could not be read')
      return undefined
    })
    if (!read) return null
    contentStore().rememberImages(read.images)
    const { posts } = await contentStore().current()
    const related = tagged(await withRelated(read.post, alternatesIn(posts, read.post)), relatedShown(data.locale))
    return { ...related, preview: previewInfo(token.expires, data.locale) }
  })

/**
 * What every page's frame shows from the content, in one call: the featured story's slug in the visitor's language
 * (null: no story to open, the header opens the list), and the banner and the Green Diploma note showing now
 * (decision 0069; the page is kept no longer than until either changes).
 */
export const fetchFrameContent = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale })))
  .handler(async ({ data }) => {
    const [featuredStory, notices] = await Promise.all([featuredStorySlug(data.locale), noticesNow(data.locale)])
    return { featuredStory: featuredStory ?? null, notices }
  })

export const fetchLegal = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ key: v.picklist(['cookies', 'privacy']), locale })))
  .handler(({ data }) => findLegal(data.key, data.locale) ?? null)
