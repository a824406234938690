import { AsyncLocalStorage } from 'node:async_hooks'
import { afterEach, describe, expect, it } from 'vitest'
import { notePickedFrom, pickedFrom, provideRenderScope } from './renderScope'

describe('the render scope', () => {
  afterEach(() => provideRenderScope(() => undefined))

  it('keeps each render’s lists apart, and drops notes made outside a render', async () => {
    const scopes = new AsyncLocalStorage<{ lists: Set<string> }>()
    provideRenderScope(() => scopes.getStore())
    notePickedFrom('outside')
    const render = (tag: string) =>
      scopes.run({ lists: new Set() }, async () => {
        await new Promise((r) => setTimeout(r, 5))
        notePickedFrom(tag, tag)
        await new Promise((r) => setTimeout(r, 5))
        return pickedFrom()
      })
    expect(await Promise.all([render('article-list:en'), render('story-list:it')])).toEqual([['article-list:en'], ['story-list:it']])
    expect(pickedFrom()).toEqual([])
  })
})
