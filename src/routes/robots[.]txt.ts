import { createFileRoute } from '@tanstack/react-router'
import { SERVER_FN_BASE } from '#src/framework/serverFunctions.ts'
import { loadEnv } from '#src/platform/env.server.ts'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(
          `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${SERVER_FN_BASE}/\n\nSitemap: ${loadEnv().publicUrl}/sitemap.xml\n`,
          {
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
          },
        ),
    },
  },
})
