/**
 * queriesWhole.ts (decision 0036): the hydration data's query stream is left out on the server and given back,
 * ended, in the browser; and the canaries of what that relies on in the installed query integration and Start.
 * A canary that fails after an upgrade: read the module's header, check what changed, measure whether it still pays.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { reportLateQueriesTo, withEndedStream, withoutStream } from './queriesWhole'

const require = createRequire(import.meta.url)
const packageFile = (name: string, file: string) => {
  let dir: string
  try {
    dir = dirname(require.resolve(`${name}/package.json`))
  } catch {
    dir = join(process.cwd(), 'node_modules', name)
  }
  return readFileSync(join(dir, file), 'utf8')
}

const streamOf = (...chunks: unknown[]) =>
  new ReadableStream<unknown>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })

describe('the hydration data without the query stream (server)', () => {
  it('leaves the stream out and keeps the queries and everything else', () => {
    const initial = [{ queryHash: '["products","en"]' }]
    expect(withoutStream({ other: 1, query: { initial, stream: streamOf() } })).toEqual({ other: 1, query: { initial } })
    expect(withoutStream({ query: { stream: streamOf() } })).toEqual({ query: {} })
  })

  it('leaves data without a stream as it is', () => {
    const data = { other: 1, query: { initial: [] } }
    expect(withoutStream(data)).toBe(data)
    expect(withoutStream(undefined)).toBeUndefined()
  })

  it('says so when a query started during the render (the browser fetches it again)', async () => {
    const warn = vi.fn()
    reportLateQueriesTo(warn)
    withoutStream({ query: { stream: streamOf([{ queryHash: 'late' }]) } })
    withoutStream({ query: { stream: streamOf() } })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/query started while the page rendered/)
    reportLateQueriesTo(() => undefined)
  })
})

describe('the hydration data with an ended stream (browser)', () => {
  it('gives data without a stream an ended one, which reads as done', async () => {
    const initial = [{ queryHash: 'x' }]
    const given = withEndedStream({ other: 1, query: { initial } })
    expect(given).toMatchObject({ other: 1, query: { initial } })
    expect(await given.query!.stream!.getReader().read()).toEqual({ done: true, value: undefined })
  })

  it('keeps a stream the server sent, and data without queries', () => {
    const stream = streamOf()
    expect(withEndedStream({ query: { stream } }).query!.stream).toBe(stream)
    const none = { other: 1 }
    expect(withEndedStream(none)).toBe(none)
  })
})

describe('canaries: what the workaround relies on, as installed', () => {
  const integration = packageFile('@tanstack/router-ssr-query-core', 'dist/esm/index.js')
  const transform = packageFile('@tanstack/router-core', 'dist/esm/ssr/transformStreamWithRouter.js')
  const scripts = packageFile('@tanstack/router-core', 'dist/esm/ssr/hydrationScripts.js')

  it('the query integration sets dehydrate and hydrate on the router options, and sends { initial?, stream }', () => {
    expect(integration).toMatch(/router\.options\.dehydrate = async \(\) =>/)
    expect(integration).toMatch(/router\.options\.hydrate = async \(dehydrated\) =>/)
    expect(integration).toMatch(/query: \{\s*\.\.\.initialQueries\.length > 0 && \{ initial: initialQueries \},\s*stream\s*\}/)
  })

  it('its hydrate reads the stream, so the browser needs one', () => {
    expect(integration).toContain('query.stream.getReader()')
  })

  it("Start's string transform has the fast path, taken only when no output is left after the render", () => {
    expect(transform).toMatch(/async function transformHtmlStringWithRouter[\s\S]*?if \(serverSsr\.hydrationScripts\.reserveFastPath\(\)\)/)
    expect(scripts).toMatch(/reserveFastPath\(output\) \{[\s\S]*?!this\.producerDone[\s\S]*?!this\.queueIsEmpty\(\)/)
  })
})
