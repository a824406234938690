import { describe, expect, it } from 'vitest'
import { shownPosts } from './shownPosts'

const post = (kind: 'story' | 'article', key: string, locale: 'en' | 'it' | 'de') => ({ kind, key, locale })
const posts = [
  post('article', 'newest', 'en'),
  post('article', 'newest', 'it'),
  post('article', 'middle', 'en'),
  post('article', 'middle', 'de'),
  post('article', 'oldest', 'en'),
  post('article', 'italian-only', 'it'),
  post('story', 'story', 'en'),
]

describe('shownPosts', () => {
  it("lists a language's own posts and the default language's it has none of, in the order given", () => {
    expect(shownPosts(posts, 'article', 'de')).toEqual([post('article', 'newest', 'en'), post('article', 'middle', 'de'), post('article', 'oldest', 'en')])
  })

  it('never shows another language than the default under a language that lacks a post', () => {
    expect(shownPosts(posts, 'article', 'de').some((p) => p.locale === 'it')).toBe(false)
    expect(shownPosts(posts, 'article', 'en').map((p) => p.key)).toEqual(['newest', 'middle', 'oldest'])
  })

  it('keeps the kinds apart', () => {
    expect(shownPosts(posts, 'story', 'it')).toEqual([post('story', 'story', 'en')])
  })
})
