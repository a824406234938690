import { createFileRoute } from '@tanstack/react-router'
import { SERVER_FN_BASE } from '#src/framework/serverFunctions.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { originOf, rootLocaleOf } from '#src/i18n/sites.ts'

function hostOrigin(host: string): string {
  const { sites } = loadEnv()
  const root = rootLocaleOf(sites, host)
  return root ? originOf(sites, root) : sites.origin
}

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      // The sitemap of the host asked (a language's own domain has its own); an unknown host is answered for the default.
      GET: ({ request }) =>
        new Response(
          `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${SERVER_FN_BASE}/\n\nSitemap: ${hostOrigin(new URL(request.url).host)}/sitemap.xml\n`,
          {
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
          },
        ),
    },
  },
})
