import { describe, expect, it } from 'vitest'
import { finishResponse, renderedBody } from './finishResponse.server'

const options = { https: false, gtm: false }
const sites = { origin: 'http://localhost:3000', domains: {} }
const page = '<!DOCTYPE html><html lang="it"><head></head><body><p>Vetrine è più</p><script>self.x=1</script></body></html>'

describe('renderedBody: the bytes of a finished page, without reading it back', () => {
  it('are exactly what the page Response reads as', async () => {
    const request = new Request('http://localhost:3000/it/contatta')
    const finished = await finishResponse(
      request,
      new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      options,
      sites,
    )
    const bytes = renderedBody(finished)
    expect(bytes).toBeInstanceOf(Buffer)
    expect(Buffer.from(await finished.arrayBuffer()).equals(bytes!)).toBe(true)
    expect(bytes!.toString('utf8')).toBe(page)
    expect(finished.headers.get('Content-Security-Policy')).toContain("'sha256-")
  })

  it('are not kept for anything but a page', async () => {
    const request = new Request('http://localhost:3000/api/health')
    const json = await finishResponse(request, Response.json({ ok: true }), options, sites)
    expect(renderedBody(json)).toBeUndefined()
    expect(await json.json()).toEqual({ ok: true })
    expect(renderedBody(new Response(page, { headers: { 'Content-Type': 'text/html' } }))).toBeUndefined()
  })
})
