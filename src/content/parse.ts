/** One Markdown file as a page: front matter checked by valibot, body rendered by `marked`; pure, for tests. */
import { formatDate } from './formatDate'
import { Marked } from 'marked'
import * as v from 'valibot'
import { parse as parseYaml } from 'yaml'
import type { Locale } from '../../app.config'
import { ArticleFrontMatter, LegalFrontMatter, StoryFrontMatter } from './schema'
import type { LegalKey, LegalPage, Post, PostKind } from './types'

const WORDS_PER_MINUTE = 220

const markdown = new Marked({ gfm: true, async: false })

export class ContentError extends Error {}

export function split(file: string, source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new ContentError(`${file}: missing the front matter between --- lines`)
  let data: unknown
  try {
    data = parseYaml(match[1] ?? '')
  } catch (error) {
    throw new ContentError(`${file}: front matter is not valid YAML (${(error as Error).message})`)
  }
  return { data, body: match[2] ?? '' }
}

export function check<S extends v.GenericSchema>(file: string, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(front matter)'} ${issue.message}`)
  throw new ContentError(`${file}: ${problems.join('; ')}`)
}

function render(file: string, body: string): string {
  if (!body.trim()) throw new ContentError(`${file}: the body is empty`)
  if (/^#\s/m.test(body)) throw new ContentError(`${file}: use ## headings; the title is the page's only h1`)
  return markdown.parse(body) as string
}

export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** The locale and key of a content file name such as `bellavista-milan.it.md`. */
export function fileNameParts(file: string, locales: readonly Locale[]): { name: string; locale: Locale } {
  const match = /^([a-z0-9-]+)\.([a-z]{2})\.md$/.exec(file.split('/').pop() ?? '')
  const locale = match?.[2] as Locale | undefined
  if (!match || !locale || !locales.includes(locale)) throw new ContentError(`${file}: name it <key>.<locale>.md with a locale of ${locales.join(', ')}`)
  return { name: match[1] ?? '', locale }
}

export function parsePost(kind: PostKind, file: string, locale: Locale, source: string): Omit<Post, 'cover'> & { coverSrc: string; coverAlt: string } {
  const { data, body } = split(file, source)
  const front = kind === 'story' ? check(file, StoryFrontMatter, data) : check(file, ArticleFrontMatter, data)
  const { cover, coverAlt, ...rest } = front
  return {
    ...rest,
    kind,
    locale,
    dateLabel: formatDate(rest.date, locale),
    readingMinutes: readingMinutes(body),
    coverSrc: cover,
    coverAlt,
    html: render(file, body),
  }
}

export function parseLegal(key: LegalKey, file: string, locale: Locale, source: string): Omit<LegalPage, 'sha256'> {
  const { data, body } = split(file, source)
  const front = check(file, LegalFrontMatter, data)
  return { key, locale, ...front, updatedLabel: formatDate(front.updated, locale), html: render(file, body) }
}

/** Width and height of an SVG from its attributes (covers must declare them: no layout shift). */
export function svgSize(file: string, svg: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1])
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1])
  if (!(width > 0 && height > 0)) throw new ContentError(`${file}: the <svg> needs numeric width and height attributes`)
  return { width, height }
}
