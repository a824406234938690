import { AsyncLocalStorage } from 'node:async_hooks'
import { afterEach, describe, expect, it } from 'vitest'
import { pageTagHeaders } from './pageHeaders'
import { newRenderScope, noteShown, provideRenderScope } from './renderScope'

const scopes = new AsyncLocalStorage<ReturnType<typeof newRenderScope>>()
const ok = (locale: string) => ({ status: 'success', context: { locale } })
const inRender = <T>(run: () => T) => scopes.run(newRenderScope(), run)

describe('pageTagHeaders', () => {
  provideRenderScope(() => scopes.getStore())
  afterEach(() => provideRenderScope(() => scopes.getStore()))

  it('names the page, its language and what the render noted', () => {
    const headers = inRender(() => {
      noteShown({ fixed: ['product-list:en'], groups: [{ overflow: 'products:en', items: ['product:1'] }] })
      return pageTagHeaders('/', [{ status: 'success' }, ok('en')])
    })
    expect(headers?.xkey).toBe('page:/ lang:en product-list:en product:1')
  })

  it('gives a long list its overflow tag instead of every item', () => {
    const headers = inRender(() => {
      noteShown({ groups: Array.from({ length: 300 }, (_, i) => ({ overflow: 'products:en', items: [`product:${100_000 + i}`] })) })
      return pageTagHeaders('/x', [ok('en')])
    })
    expect(headers?.xkey).toBe('page:/x lang:en products:en')
  })

  it.each([
    ['a failed match', [ok('en'), { status: 'error', context: { locale: 'en' } }]],
    ['no language the site has', [ok('fr')]],
  ])('tags nothing for %s', (_, matches) => {
    expect(inRender(() => pageTagHeaders('/x', matches))).toBeUndefined()
  })
})
