import { createFileRoute } from '@tanstack/react-router'
import { readAfterNotification } from '#src/content/changes.server.ts'
import { judgeNotification } from '#src/content/wordpress/webhook.server.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { log } from '#src/platform/log.server.ts'
import { webhookReplays } from '#src/server/webhookReplays.server.ts'

/** The answer does not wait for the read: the plugin gives the site 2 s (docs/decisions/0025). */
export const Route = createFileRoute('/api/webhooks/wordpress')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const env = loadEnv()
        const noStore = { 'Cache-Control': 'no-store' }
        if (!env.wordpressWebhookSecret || !env.wordpress) return Response.json({ error: 'Not found.' }, { status: 404, headers: noStore })
        const body = new Uint8Array(await request.arrayBuffer())
        const notification = judgeNotification({
          body,
          secret: env.wordpressWebhookSecret,
          signature: request.headers.get('X-WP-Webhook-Signature'),
          replays: webhookReplays('wordpress'),
        })
        const { verdict } = notification
        if (verdict === 'unauthorized') return Response.json({ error: 'Invalid signature.' }, { status: 401, headers: noStore })
        if (verdict === 'stale')
          return Response.json(
            { error: 'The notification was not sent within the last minutes (its `sent` time): check both clocks.' },
            { status: 401, headers: noStore },
          )
        if (verdict === 'malformed')
          return Response.json({ error: 'The notification could not be read.' }, { status: 400, headers: noStore })
        if (verdict === 'refresh') {
          const { changed, images, sentAt } = notification
          log().info(
            {
              module: 'content',
              posts: changed === 'everything' ? 'everything' : changed.length,
              images: images?.length,
              lagMs: Date.now() - sentAt,
            },
            'wordpress notification',
          )
          void readAfterNotification(changed, images).catch((error: unknown) =>
            log().warn({ module: 'content', err: error }, 'notification refresh failed'),
          )
        }
        return Response.json({ ok: true, action: verdict }, { headers: noStore })
      },
    },
  },
})
