import { createFileRoute } from '@tanstack/react-router'
import { handleSubmission } from '#src/leads/submit.server.ts'
import { outcomeSearch, returnLocation } from '#src/forms/outcome.ts'
import { listFields } from '#src/forms/schemas.ts'
import { visitorAddressOf } from '#src/platform/clientAddress.server.ts'
import { pathOnHost } from '#src/i18n/sites.ts'
import { loadEnv } from '#src/platform/env.server.ts'

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
        return new Response(null, {
          status: 303,
          // The page's path as its host writes it (a language on its own domain has no prefix), written so before it
          // is checked: `/it//evil.com` loses its prefix there and must be refused as `//evil.com` is.
          headers: {
            Location: returnLocation(raw.path, url.origin, outcomeSearch(result), (path) => pathOnHost(loadEnv().sites, path)),
            'Cache-Control': 'no-store',
          },
        })
      },
    },
  },
})
