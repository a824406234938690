import { createFileRoute } from '@tanstack/react-router'
import { leadDeliveryHealth } from '#src/leads/deliveryHealth.server.ts'
import { contentHealth } from '#src/content/health.server.ts'
import { loadEnv } from '#src/server/env.server.ts'
import { currentProblems } from '#src/server/problems.server.ts'
import { purgeProblems, purger } from '#src/cdn/purger.server.ts'

/**
 * Liveness and configuration summary for operators (CONTRACT.md). Never reveals a secret. Always
 * 200 while the process runs; `status` is "degraded" when a lead delivery has been owed for over
 * an hour (an outside service is down), with the counts in `deliveries`, when WordPress (the content
 * source, when configured) does not answer (pages are then served from the last good copy), or when
 * `problems` names something wrong (the store's feed failing, a lead that could not be stored, a nearly
 * full disk, a CDN whose purges keep failing).
 */
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
            deliveries: leads.deliveries,
            // Each CDN the site purges: tags owed, and since when its purges have failed (seconds).
            cdn: purges.map((lane) => ({
              cdn: lane.cdn,
              pendingTags: lane.pendingTags,
              purges: lane.purges,
              failingForSeconds: lane.failingSince === null ? null : Math.round((Date.now() - lane.failingSince) / 1000),
              lastFailure: lane.lastFailure,
            })),
            problems,
            uptimeSeconds: Math.round(process.uptime()),
          },
          { headers: { 'Cache-Control': 'no-store' } },
        )
      },
    },
  },
})
