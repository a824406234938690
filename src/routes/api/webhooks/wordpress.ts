import { createFileRoute } from '@tanstack/react-router'
import { readAfterNotification } from '#src/content/changes.server.ts'
import { judgeNotification } from '#src/content/wordpress/webhook.server.ts'
import { loadEnv } from '#src/server/env.server.ts'
import { log } from '#src/server/log.server.ts'

/**
 * The site's WordPress plugin's change notifications (CONTRACT.md, docs/decisions/0025): a signed one
 * makes the site read the posts it names again (everything when it names none), with a read that starts now; a changed read
 * clears the cached pages of every process (src/content/changes.server.ts). The answer does not wait
 * for the read (the plugin gives the site 2 s at most). Without WORDPRESS_WEBHOOK_SECRET, or with
 * the Markdown as the content, the endpoint does not exist.
 */
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
        })
        const { verdict } = notification
        if (verdict === 'unauthorized') return Response.json({ error: 'Invalid signature.' }, { status: 401, headers: noStore })
        if (verdict === 'malformed')
          return Response.json({ error: 'The notification could not be read.' }, { status: 400, headers: noStore })
        if (verdict === 'refresh') {
          const { changed, images, sentAt } = notification
          // With the read's own line (sources.server.ts): where an edit's seconds go, from the editor's save on.
          log().info(
            {
              module: 'content',
              posts: changed === 'everything' ? 'everything' : changed.length,
              images: images?.length,
              lagMs: sentAt === undefined ? undefined : Date.now() - sentAt,
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
