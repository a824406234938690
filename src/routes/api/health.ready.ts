import { createFileRoute } from '@tanstack/react-router'
import { leadPipeline } from '#src/leads/leads.server.ts'
import { isDraining } from '#src/platform/lifecycle.server.ts'

/** Readiness for load balancers (docs/operations.md): 503 while this process drains or its database is unreachable. */
export const Route = createFileRoute('/api/health/ready')({
  server: {
    handlers: {
      GET: async () => {
        const headers = { 'Cache-Control': 'no-store' }
        if (isDraining()) return Response.json({ status: 'draining' }, { status: 503, headers })
        try {
          await leadPipeline().store.ping()
        } catch {
          return Response.json({ status: 'database unreachable' }, { status: 503, headers })
        }
        return Response.json({ status: 'ready' }, { headers })
      },
    },
  },
})
