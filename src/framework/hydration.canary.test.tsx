// @vitest-environment happy-dom
/**
 * Canaries of the two hydration workarounds that rely on how React hydrates Suspense boundaries (decision 0021):
 * a server-rendered tree is hydrated by the installed react-dom, as Start does it (inside a transition), and each
 * test fails when React stops behaving the way the workaround needs.
 */
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrateInPass } from './HydrateInPass'
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

describe('HydrateInPass (decision 0018)', () => {
  const log: string[] = []
  function Part({ name, children }: { name: string; children?: ReactNode }) {
    useLayoutEffect(() => {
      log.push(name)
    }, [name])
    return <div data-part={name}>{children}</div>
  }

  it('hydrates the layout, the page and the footer in three commits, in that order', async () => {
    log.length = 0
    await hydrate(
      <Part name="layout">
        <HydrateInPass pass={2}>
          <Part name="page" />
        </HydrateInPass>
        <HydrateInPass pass={3}>
          <Part name="footer" />
        </HydrateInPass>
      </Part>,
    )
    await until(() => log.length === 3)
    // In one commit, layout effects run children first (page, footer, layout): the layout first means a commit of its own.
    expect(log).toEqual(['layout', 'page', 'footer'])
  })

  it('hydrates four nested passes in order, and a boundary inside the page counts from the page (decision 0038)', async () => {
    log.length = 0
    await hydrate(
      <Part name="shell">
        <HydrateInPass pass={2}>
          <Part name="header" />
        </HydrateInPass>
        <HydrateInPass pass={3}>
          <Part name="page">
            <HydrateInPass pass={2}>
              <Part name="lower sections" />
            </HydrateInPass>
          </Part>
        </HydrateInPass>
        <HydrateInPass pass={4}>
          <Part name="footer" />
        </HydrateInPass>
      </Part>,
    )
    await until(() => log.length === 5)
    // A boundary inside the page counts from the page's pass: its lower sections commit with the footer, after the page.
    expect(log).toEqual(['shell', 'header', 'page', 'lower sections', 'footer'])
  })

  it('(control) without the boundaries, React hydrates the whole tree in one commit', async () => {
    log.length = 0
    await hydrate(
      <Part name="layout">
        <Part name="page" />
        <Part name="footer" />
      </Part>,
    )
    await until(() => log.length === 3)
    expect(log).toEqual(['page', 'footer', 'layout'])
  })
})

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
