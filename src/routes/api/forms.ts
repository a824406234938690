import { createFileRoute } from '@tanstack/react-router'
import { handleSubmission } from '#src/forms/submit.server.ts'
import { outcomeSearch } from '#src/forms/outcome.ts'
import { listFields } from '#src/forms/schemas.ts'
import { visitorAddressOf } from '#src/server/clientAddress.server.ts'
import { pathOnHost } from '#src/i18n/sites.ts'
import { loadEnv } from '#src/server/env.server.ts'

/** Forms posted with JavaScript off: the server function's handler, then a 303 back to the page with the outcome. */
export const Route = createFileRoute('/api/forms')({
  server: {
    handlers: {
      GET: () => Response.json({ error: 'This address only receives form posts.' }, { status: 405, headers: { Allow: 'POST' } }),
      POST: async ({ request }) => {
        const url = new URL(request.url)
        const origin = request.headers.get('Origin')
        const site = request.headers.get('Sec-Fetch-Site')
        if ((origin && origin !== url.origin) || (site && site !== 'same-origin' && site !== 'none')) {
          return Response.json({ error: 'Cross-site form posts are not accepted.' }, { status: 403 })
        }
        let raw: Record<string, unknown>
        try {
          const data = await request.formData()
          raw = {}
          for (const key of new Set(data.keys())) {
            const values = data.getAll(key).map(String)
            // Ticked checkboxes of one name (the cabinets of a quote) are one list; any other field is its first value.
            raw[key] = listFields.has(key) ? values.join(',') : (values[0] ?? '')
          }
        } catch {
          return Response.json({ error: 'The form could not be read.' }, { status: 400 })
        }
        const result = await handleSubmission(raw, visitorAddressOf(request))
        const back = typeof raw.path === 'string' && /^\/(?!\/)[^\s]*$/.test(raw.path) ? raw.path : '/'
        const target = new URL(back, url.origin)
        for (const [key, value] of Object.entries(outcomeSearch(result))) target.searchParams.set(key, value)
        return new Response(null, {
          status: 303,
          // The page's path as its host writes it (a language on its own domain has no prefix).
          headers: {
            Location: pathOnHost(loadEnv().sites, target.pathname) + target.search + '#form-message',
            'Cache-Control': 'no-store',
          },
        })
      },
    },
  },
})
