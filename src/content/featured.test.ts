import { describe, expect, it } from 'vitest'
import { featuredStoryKey } from '#app-config'
import { featuredStory } from './featured'

describe('featuredStory', () => {
  it.each([
    ['the configured story, wherever it is in the list', ['wp-40', featuredStoryKey, 'wp-12'], featuredStoryKey],
    ['the newest story when the configured one is not published (WordPress)', ['wp-40', 'wp-12'], 'wp-40'],
    ['nothing when there is no story', [], undefined],
  ])('%s', (_, keys, expected) => {
    expect(featuredStory(keys.map((key) => ({ key })))?.key).toBe(expected)
  })
})
