import { AsyncLocalStorage } from 'node:async_hooks'
import { afterEach, describe, expect, it } from 'vitest'
import { newRenderScope, noteShown, provideRenderScope, shownInRender, tagged } from './renderScope'

const scopes = new AsyncLocalStorage<ReturnType<typeof newRenderScope>>()

describe('the render scope', () => {
  afterEach(() => provideRenderScope(() => undefined))

  it('keeps each render’s tags apart, and drops notes made outside a render', async () => {
    provideRenderScope(() => scopes.getStore())
    noteShown({ fixed: ['outside'] })
    const render = (tag: string) =>
      scopes.run(newRenderScope(), async () => {
        await new Promise((r) => setTimeout(r, 5))
        noteShown({ fixed: [tag, tag], groups: [{ overflow: 'products:en', items: [`${tag}:item`] }] })
        await new Promise((r) => setTimeout(r, 5))
        return shownInRender()
      })
    expect(await Promise.all([render('article-list:en'), render('story-list:it')])).toEqual([
      { fixed: ['article-list:en'], groups: [{ overflow: 'products:en', items: ['article-list:en:item'] }] },
      { fixed: ['story-list:it'], groups: [{ overflow: 'products:en', items: ['story-list:it:item'] }] },
    ])
    expect(shownInRender()).toEqual({ fixed: [], groups: [] })
  })

  it('tags data as it passes, and only inside a render (the browser has none)', async () => {
    let asked = 0
    const tagsOf = (ids: number[]) => (asked++, { groups: ids.map((id) => ({ overflow: 'products:en', items: [`product:${id}`] })) })
    expect(tagged([1], tagsOf)).toEqual([1])
    expect(asked).toBe(0)
    provideRenderScope(() => scopes.getStore())
    const shown = await scopes.run(newRenderScope(), async () => (tagged([2, 3], tagsOf), shownInRender()))
    expect(shown.groups.map((g) => [...g.items][0])).toEqual(['product:2', 'product:3'])
  })
})
