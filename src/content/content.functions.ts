/** Content for pages through server functions, so Markdown and HTML never join the JS bundle. */
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { validInput } from '#src/lib/serverFnInput.ts'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { localeCodes, type Locale } from '#app-config'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { toSummary } from '#src/catalogue/product.ts'
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

/** The featured story's slug in the visitor's language, as the content is now (null: no story to open, the header opens the list). */
export const fetchFeaturedStory = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale })))
  .handler(async ({ data }) => (await featuredStorySlug(data.locale)) ?? null)

export const fetchLegal = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ key: v.picklist(['cookies', 'privacy']), locale })))
  .handler(({ data }) => findLegal(data.key, data.locale) ?? null)

/** What the home page shows besides its copy: one cabinet per collection, the featured story, the latest articles. */
export const fetchHomeContent = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale })))
  .handler(async ({ data }) => {
    noteShown({ fixed: [productTags.productList(data.locale), postTags.postList('story', data.locale), postTags.postList('article', data.locale)] })
    const catalogue = await productFeed().shown(data.locale)
    const seen = new Set<string>()
    const products = catalogue
      .filter((p) => p.category && !seen.has(p.category) && seen.add(p.category))
      .slice(0, 4)
      .map(toSummary)
    const [stories, articles] = await Promise.all([listPosts('story', data.locale), listPosts('article', data.locale)])
    const story = featuredStory(stories) ?? null
    return tagged({ products, story, articles: articles.slice(0, 3) }, (home) => ({
      groups: [...shownProducts(data.locale, home.products), ...shownPosts(data.locale, [...(story ? [story] : []), ...home.articles])],
    }))
  })
