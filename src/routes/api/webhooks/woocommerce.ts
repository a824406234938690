import { createFileRoute } from '@tanstack/react-router'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { judgeWebhook } from '#src/catalogue/webhook.server.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { log } from '#src/platform/log.server.ts'
import { webhookReplays } from '#src/server/webhookReplays.server.ts'

/** The answer does not wait for the refresh: WooCommerce disables a hook that keeps timing out (docs/operations.md). */
export const Route = createFileRoute('/api/webhooks/woocommerce')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const secret = loadEnv().woocommerceWebhookSecret
        const noStore = { 'Cache-Control': 'no-store' }
        if (!secret) return Response.json({ error: 'Not found.' }, { status: 404, headers: noStore })
        const body = new Uint8Array(await request.arrayBuffer())
        const verdict = judgeWebhook({
          body,
          secret,
          signature: request.headers.get('X-WC-Webhook-Signature'),
          topic: request.headers.get('X-WC-Webhook-Topic'),
          deliveryId: request.headers.get('X-WC-Webhook-Delivery-ID'),
          replays: webhookReplays('woocommerce'),
        })
        if (verdict === 'unauthorized') return Response.json({ error: 'Invalid signature.' }, { status: 401, headers: noStore })
        if (verdict === 'refresh') {
          void productFeed()
            .refreshAll()
            .catch((error: unknown) => log().warn({ module: 'catalogue', err: error }, 'webhook refresh failed'))
        }
        return Response.json({ ok: true, action: verdict }, { headers: noStore })
      },
    },
  },
})
