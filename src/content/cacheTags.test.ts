import { describe, expect, it } from 'vitest'
import { localeCodes } from '#app-config'
import type { ContentSnapshot } from './store.server'
import type { Post } from './types'
import { contentChangeTags, postTags, shownPosts } from './cacheTags'


const post = (over: Partial<Post>): Post => ({
  kind: 'article',
  key: 'wp-1',
  slug: 'a',
  locale: 'en',
  title: 'T',
  description: '',
  date: '2026-01-01',
  dateLabel: '',
  readingMinutes: 1,
  category: null,
  cover: { src: '/x.svg', alt: '', width: 1, height: 1 },
  products: [],
  html: '<p>x</p>',
  sourceId: 1,
  ...over,
})
/** The default language's lists are every language's too: a language shows the posts it has no version of. */
const withFallbacks = (tags: string[]) =>
  tags.flatMap((t) =>
    /^(products|stories|articles|product-list|collection|story-list|article-list):(.*:)?en$/.test(t) ? localeCodes.map((l) => t.replace(/en$/, l)) : [t],
  )
const snapshot = (posts: Post[]): ContentSnapshot => ({ posts, moved: [], images: [] })
const magazine = [
  post({ key: 'wp-1', slug: 'first', sourceId: 1 }),
  post({ key: 'wp-1', slug: 'primo', locale: 'it', sourceId: 2 }),
  post({ key: 'wp-3', slug: 'second', sourceId: 3 }),
  post({ kind: 'story', key: 'wp-5', slug: 'story', sourceId: 5 }),
]
const changed = (sourceId: number, over: Partial<Post>) => magazine.map((p) => (p.sourceId === sourceId ? { ...p, ...over } : p))

describe('contentChangeTags', () => {
  it.each([
    ['nothing changed', magazine, structuredClone(magazine), []],
    ['an edit: the post in both languages', magazine, changed(3, { title: 'New' }), ['article:wp-3', 'articles:en']],
    [
      'an edit of the Italian version: both languages’ pages (they link to each other)',
      magazine,
      changed(2, { html: '<p>y</p>' }),
      ['article:wp-1', 'articles:it'],
    ],
    [
      'a slug change: the post (its old address carried the tag) and its language’s list',
      magazine,
      changed(3, { slug: 'renamed' }),
      ['article:wp-3', 'articles:en', 'article-list:en', '404'],
    ],
    [
      'an unpublish: the post and its list',
      magazine,
      magazine.filter((p) => p.sourceId !== 2),
      ['article:wp-1', 'articles:it', 'article-list:it', '404'],
    ],
    [
      'a publish: the post and its list, not the other kind’s',
      magazine,
      [post({ key: 'wp-9', slug: 'new', sourceId: 9 }), ...magazine],
      ['article:wp-9', 'articles:en', 'article-list:en', '404'],
    ],
    [
      'a new translation link: the old and the new key',
      magazine,
      changed(3, { key: 'wp-1' }),
      ['article:wp-3', 'article:wp-1', 'articles:en', 'article-list:en'],
    ],
  ])('%s', (_, before, after, expected) => {
    expect(contentChangeTags(snapshot(before), snapshot(after)).sort()).toEqual(withFallbacks(expected).sort())
  })
})

describe('postTags', () => {
  it.each([
    [postTags.post('story', 'wp-12'), 'story:wp-12'],
    [postTags.anyPost('article', 'en'), 'articles:en'],
    [postTags.anyPost('story', 'it'), 'stories:it'],
    [postTags.postList('article', 'it'), 'article-list:it'],
  ])('%s', (tag, expected) => expect(tag).toBe(expected))

  it('never has a space or a comma (the separators of the headers)', () => expect(postTags.post('article', 'wp-1')).not.toMatch(/[ ,]/))

  it('groups each shown post under its kind and language, for a list too long for the header', () => {
    expect(shownPosts('en', [{ kind: 'story', key: 'wp-5' }])).toEqual([{ overflow: 'stories:en', items: ['story:wp-5'] }])
  })
})
