/** The Markdown content's front matter, checked at build time: a typo fails the build, not a page. */
import * as v from 'valibot'
import { categories } from '../../app.config'

const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'))
const isoDate = v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'))
const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min, `must be at least ${min} characters`), v.maxLength(max, `must be at most ${max} characters`))

const postFields = {
  key: slug,
  slug,
  title: text(10, 90),
  description: text(60, 200),
  date: isoDate,
  category: v.nullable(v.picklist(categories)),
  cover: v.pipe(v.string(), v.regex(/^\/images\/(stories|articles)\/[a-z0-9-]+\.svg$/, 'must be an SVG under /images/stories/ or /images/articles/')),
  coverAlt: text(10, 200),
  products: v.optional(v.array(slug), []),
}

export const StoryFrontMatter = v.strictObject({
  ...postFields,
  client: text(2, 80),
  location: text(2, 80),
})

export const ArticleFrontMatter = v.strictObject(postFields)

export const LegalFrontMatter = v.strictObject({
  title: text(5, 90),
  description: text(60, 200),
  updated: isoDate,
})

export type StoryFrontMatter = v.InferOutput<typeof StoryFrontMatter>
export type ArticleFrontMatter = v.InferOutput<typeof ArticleFrontMatter>
export type LegalFrontMatter = v.InferOutput<typeof LegalFrontMatter>
