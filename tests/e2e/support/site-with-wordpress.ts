/**
 * A WordPress of its own (support/wordpress.mjs) and the site reading it with hour-long caches, so only the plugin's
 * notifications can make an edit show: what the WordPress specs start once for all their tests.
 */
import { startInstance } from './instances'
import { freePort } from './site'
import { startWordPress } from './wordpress.mjs'

/** Shared by the site and the plugin: it signs notifications. */
export const WORDPRESS_SECRET = 'a-long-secret-shared-with-wordpress'
/** Shared by the site and the plugin: it signs preview links, and nothing else. */
export const PREVIEW_SECRET = 'a-preview-key-of-at-least-32-characters'
/** The site's tag manager: with the visitor's consent it starts on every page but a draft's preview. */
const GTM_ID = 'GTM-TEST123'

/** The site holds no WordPress password: it reads published posts openly and previews through the plugin's route. */
export async function startSiteWithWordPress({ processes }: { processes: number }) {
  const port = await freePort()
  const wp = await startWordPress({ siteUrl: `http://127.0.0.1:${port}`, secret: WORDPRESS_SECRET, previewSecret: PREVIEW_SECRET })
  try {
    const site = await startInstance(
      {
        WORDPRESS_URL: wp.url,
        WORDPRESS_WEBHOOK_SECRET: WORDPRESS_SECRET,
        WORDPRESS_PREVIEW_SECRET: PREVIEW_SECRET,
        GTM_ID,
        WEB_CONCURRENCY: String(processes),
        CONTENT_CACHE_SECONDS: '3600',
        PAGE_CACHE_SECONDS: '600',
      },
      { supervised: processes > 1, port },
    )
    const stop = async () => {
      if (process.env.DEBUG_WP) console.log(site.output(), wp.log())
      await site.stop()
      await wp.stop()
    }
    return { wp, site, stop }
  } catch (error) {
    await wp.stop()
    throw error
  }
}

export type SiteWithWordPress = Awaited<ReturnType<typeof startSiteWithWordPress>>
