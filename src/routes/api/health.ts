import { createFileRoute } from '@tanstack/react-router'
import { leadStoreReadable } from '~/leads/leads.server'
import { loadEnv } from '~/server/env.server'

/** Liveness and configuration summary for operators (CONTRACT.md). Never reveals a secret. */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: () => {
        const env = loadEnv()
        // Leads are written to the store before anything else: a store that cannot be read is worth an alarm.
        const leadStore = leadStoreReadable()
        return Response.json(
          {
            status: leadStore ? 'ok' : 'degraded',
            leadStore: leadStore ? 'readable' : 'unreadable',
            catalogue: env.woocommerce ? 'woocommerce' : 'embedded',
            mail: env.mailApiUrl ? 'service' : 'files',
            webhook: env.automationWebhookUrl ? 'configured' : 'off',
            tagManager: env.gtmId ? 'configured' : 'off',
            uptimeSeconds: Math.round(process.uptime()),
          },
          { headers: { 'Cache-Control': 'no-store' } },
        )
      },
    },
  },
})
