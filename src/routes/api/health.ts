import { createFileRoute } from '@tanstack/react-router'
import { loadEnv } from '~/server/env.server'

/** Liveness and configuration summary for operators (CONTRACT.md). Never reveals a secret. */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: () => {
        const env = loadEnv()
        return Response.json(
          {
            status: 'ok',
            catalogue: env.woocommerce ? 'woocommerce' : 'embedded',
            leadStore: env.databaseUrl ? 'postgresql' : 'sqlite',
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
