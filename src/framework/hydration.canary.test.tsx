// @vitest-environment happy-dom
/**
 * Canary of HydrateOnIntent, which relies on how React hydrates Suspense boundaries: a server-rendered tree is
 * hydrated by the installed react-dom, as Start does it (inside a transition).
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrateOnIntent } from './HydrateOnIntent'

const roots: Root[] = []
afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount())
  document.body.innerHTML = ''
  vi.unstubAllEnvs()
})

/** Server HTML of `app` in a container, then hydrated by React as Start does it; resolves once React is idle. */
async function hydrate(app: ReactNode, { serverEnv = false } = {}) {
  // The server render sees `import.meta.env.SSR`, as the real server's does.
  if (serverEnv) vi.stubEnv('SSR', true)
  const html = renderToString(app)
  vi.unstubAllEnvs()
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  startTransition(() => {
    roots.push(hydrateRoot(container, app))
  })
  return container
}

/** Waits (5 s at most: React schedules each pass on a task of its own, slow on a busy machine) until `done()`. */
async function until(done: () => boolean) {
  for (const start = Date.now(); !done() && Date.now() - start < 5000;) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('HydrateOnIntent (decision 0016)', () => {
  function Field() {
    const [hydrated, setHydrated] = useState(false)
    useEffect(() => setHydrated(true), [])
    return <input aria-label="Name" data-hydrated={hydrated ? 'yes' : 'no'} />
  }
  let pageHydrated = false
  /** A part of the page beside the boundary: its effect runs once the page around the boundary has hydrated. */
  function Beside() {
    useEffect(() => {
      pageHydrated = true
    }, [])
    return <h1>Contact</h1>
  }
  const app = (
    <main>
      <Beside />
      <HydrateOnIntent>
        <Field />
      </HydrateOnIntent>
    </main>
  )

  it('leaves the server HTML in place until the visitor reaches for it, then hydrates it keeping what was typed', async () => {
    const container = await hydrate(app, { serverEnv: true })
    const field = container.querySelector('input')!
    expect(field).not.toBeNull()
    await until(() => pageHydrated)
    // Time for the boundary to hydrate too, were it going to.
    await new Promise((resolve) => setTimeout(resolve, 100))
    // The page has hydrated around it (HydrateOnIntent itself re-rendered when useHydrated turned true): not the field.
    expect(field.dataset.hydrated).toBe('no')
    field.value = 'Maria'
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await until(() => field.dataset.hydrated === 'yes')
    // The same element, hydrated, with the text typed before.
    expect(container.querySelector('input')).toBe(field)
    expect(field.dataset.hydrated).toBe('yes')
    expect(field.value).toBe('Maria')
  })
})
