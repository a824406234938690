import { describe, expect, it } from 'vitest'
import { FALLBACK_MS, hydrateAfterPaint, PRELOADS_PER_TASK } from './hydrateAfterPaint'

const head =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" fetchPriority="low"/>' +
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/></head>'
const body = '<body><main>Page</main><script>self.$_TSR={}</script><script type="module" async="" src="/assets/index-A.js"></script></body>'
const page = `<!DOCTYPE html><html>${head}${body}</html>`

/** The inline loader's source, run in a fake document: what it appends and imports, and when. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const source = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!
  const appended: string[] = []
  const imported: string[] = []
  const frames: Array<() => void> = []
  const timers: Array<{ fn: () => void; ms: number }> = []
  const document = {
    visibilityState,
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
  }
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'importModule', source.replace(/\bimport\(/, 'importModule('))
  run(
    document,
    (fn: () => void) => frames.push(fn),
    (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    (href: string) => imported.push(href),
  )
  return { appended, imported, frames, timers }
}

describe('hydrateAfterPaint', () => {
  it('takes the module preloads and the entry out of the HTML', () => {
    const html = hydrateAfterPaint(page)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('async="" src=')
    // Everything else is kept as it was, in its place.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>')
    expect(html).toMatch(/<main>Page<\/main><script>self\.\$_TSR=\{\}<\/script><script type="module">[^<]+<\/script><\/body>/)
  })

  it('requests the same scripts, in the same order, after the first frame has been shown', () => {
    const { appended, imported, frames, timers } = runLoader(hydrateAfterPaint(page), 'visible')
    expect(appended).toEqual([])
    expect(frames).toHaveLength(1)
    frames[0]!()
    // The first frame's paint is presented only as the next frame begins: wait for that one too.
    expect(frames).toHaveLength(2)
    expect(timers.filter((t) => t.ms === 0)).toEqual([])
    frames[1]!()
    const afterFrame = timers.find((t) => t.ms === 0)!
    expect(appended).toEqual([])
    afterFrame.fn()
    expect(appended).toEqual(['modulepreload /assets/index-A.js', 'modulepreload /assets/framework-B.js'])
    expect(imported).toEqual(['/assets/index-A.js'])
    // The fallback timer finds the work done and does nothing twice.
    timers.find((t) => t.ms === FALLBACK_MS)!.fn()
    expect(imported).toEqual(['/assets/index-A.js'])
    expect(appended).toHaveLength(2)
  })

  it('adds many preloads a few per task, in their order, the first few with the entry', () => {
    const hrefs = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/chunk-${i}.js`)
    const many = page.replace('</head>', `${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('')}</head>`)
    const { appended, imported, timers } = runLoader(hydrateAfterPaint(many), 'hidden')
    const all = ['/assets/index-A.js', '/assets/framework-B.js', ...hrefs].map((href) => `modulepreload ${href}`)
    expect(appended).toEqual(all.slice(0, PRELOADS_PER_TASK))
    expect(imported).toEqual(['/assets/index-A.js'])
    // One task per further batch, each added when its task runs.
    const batches = timers.filter((t) => t.ms === 0)
    expect(batches).toHaveLength(Math.ceil(all.length / PRELOADS_PER_TASK) - 1)
    batches[0]!.fn()
    expect(appended).toEqual(all.slice(0, PRELOADS_PER_TASK * 2))
    for (const batch of batches.slice(1)) batch.fn()
    expect(appended).toEqual(all)
  })

  it('starts after the fallback delay when no frame comes', () => {
    const { imported, timers } = runLoader(hydrateAfterPaint(page), 'visible')
    expect(timers.map((t) => t.ms)).toEqual([FALLBACK_MS])
    timers[0]!.fn()
    expect(imported).toEqual(['/assets/index-A.js'])
  })

  it('starts at once in a hidden tab, where no frame is painted', () => {
    const { imported, frames } = runLoader(hydrateAfterPaint(page), 'hidden')
    expect(imported).toEqual(['/assets/index-A.js'])
    expect(frames).toEqual([])
  })

  it.each([
    ['a page without Start entry', '<html><body><p>Not found</p></body></html>'],
    ['an entry with another shape', '<html><body><script type="module" src="/assets/index-A.js"></script></body></html>'],
  ])('leaves %s as it is', (_, html) => {
    expect(hydrateAfterPaint(html)).toBe(html)
  })
})
