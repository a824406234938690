import { createFileRoute } from '@tanstack/react-router'
import { leadDeliveryHealth } from '#src/leads/deliveryHealth.server.ts'
import { contentHealth } from '#src/content/health.server.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { currentProblems } from '#src/server/problems.server.ts'
import { purgeProblems, purger } from '#src/cdn/purger.server.ts'
import { errorReporter } from '#src/errors/reporter.server.ts'

/** Liveness for operators (docs/operations.md), never a secret: 200 while the process runs, or `status` says "degraded". */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: async () => {
        const env = loadEnv()
        const [leads, content] = await Promise.all([leadDeliveryHealth(), contentHealth()])
        const purges = purger().status()
        const problems = [...(await currentProblems(leads.deliveries !== null)), ...purgeProblems(purges, Date.now())]
        return Response.json(
          {
            status: problems.length > 0 || content.status !== 'ok' ? 'degraded' : leads.status,
            catalogue: env.woocommerce ? 'woocommerce' : 'embedded',
            content: content.content,
            leadStore: env.databaseUrl ? 'postgresql' : 'sqlite',
            mail: env.mailApiUrl ? 'service' : 'files',
            webhook: env.automationWebhookUrl ? 'configured' : 'off',
            tagManager: env.gtmId ? 'configured' : 'off',
            // This process's error reports since it started: sent, repeats, and dropped by cause (decision 0068).
            errorReports: errorReporter()?.status() ?? 'off',
            deliveries: leads.deliveries,
            cdn: purges.map((lane) => ({
              cdn: lane.cdn,
              pendingTags: lane.pendingTags,
              purges: lane.purges,
              failingForSeconds: lane.failingSince === null ? null : Math.round((Date.now() - lane.failingSince) / 1000),
              lastFailure: lane.lastFailure,
              droppedTags: lane.droppedTags,
            })),
            // Purges this process handed to the one that sends them, not yet heard sent (decision 0065).
            cdnHandedOver: purger().handedOver(),
            problems,
            uptimeSeconds: Math.round(process.uptime()),
          },
          { headers: { 'Cache-Control': 'no-store' } },
        )
      },
    },
  },
})
