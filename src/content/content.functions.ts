/**
 * Server functions that hand the built content to pages: loaders call them during SSR and the
 * browser calls them on client-side navigation, so Markdown and HTML never join the JS bundle.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#src/lib/serverFnInput.ts'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { featuredStoryKey, localeCodes } from '#app-config'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { toSummary } from '#src/catalogue/product.ts'
import { findLegal, findPost, listPosts, postAlternates, toPostSummary } from './content.server'

const kind = v.picklist(['story', 'article'])
const locale = v.picklist(localeCodes)
const slug = v.pipe(v.string(), v.regex(URL_SLUG_PATTERN))

export const fetchPosts = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ kind, locale })))
  .handler(({ data }) => listPosts(data.kind, data.locale))

/**
 * One post with its translations' slugs, the products it mentions (those the store still sells)
 * and up to three other posts of the same kind to read next. Null when no post has the slug.
 */
export const fetchPost = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ kind, locale, slug })))
  .handler(async ({ data }) => {
    const post = findPost(data.kind, data.locale, data.slug)
    if (!post) return null
    const catalogue = await productFeed().products(data.locale)
    const products = post.products.flatMap((s) => {
      const product = catalogue.find((p) => p.slug === s)
      return product ? [toSummary(product)] : []
    })
    const more = listPosts(data.kind, data.locale).filter((p) => p.key !== post.key).slice(0, 3)
    return { post, alternates: postAlternates(post), products, more, summary: toPostSummary(post) }
  })

export const fetchLegal = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ key: v.picklist(['cookies', 'privacy']), locale })))
  .handler(({ data }) => findLegal(data.key, data.locale) ?? null)

/**
 * What the home page shows besides its own copy: one cabinet per collection, the featured
 * customer story and the latest articles. One small call, so the home stays light.
 */
export const fetchHomeContent = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale })))
  .handler(async ({ data }) => {
    const catalogue = await productFeed().products(data.locale)
    const seen = new Set<string>()
    const products = catalogue
      .filter((p) => p.category && !seen.has(p.category) && seen.add(p.category))
      .slice(0, 4)
      .map(toSummary)
    const stories = listPosts('story', data.locale)
    const story = stories.find((s) => s.key === featuredStoryKey) ?? stories[0] ?? null
    return { products, story, articles: listPosts('article', data.locale).slice(0, 3) }
  })
