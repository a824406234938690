import { describe, expect, it } from 'vitest'
import { scrollRestorationAfterHydration } from './scrollRestoration'

describe('scrollRestorationAfterHydration', () => {
  it('leaves the render that hydrates the page alone, and restores on every later one', () => {
    const restore = scrollRestorationAfterHydration()
    expect([restore(), restore(), restore()]).toStrictEqual([false, true, true])
  })

  it('is one per router: a second router starts from its own hydration', () => {
    scrollRestorationAfterHydration()()
    expect(scrollRestorationAfterHydration()()).toBe(false)
  })
})
