/**
 * The only third-party players an article may embed (decision 0025), shared by the sanitiser, the browser code that
 * loads a player once the visitor agrees, and the security headers (the only frame origins allowed).
 */

type EmbedProvider = 'youtube' | 'vimeo'

export type Embed = { provider: EmbedProvider; name: string; playerUrl: string; pageUrl: string }

/** Where each provider's player is loaded from: the privacy-enhanced host where there is one. */
export const embedOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be'])
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/

function youtubeId(url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean)
  const candidate = url.hostname === 'youtu.be' ? parts[0] : parts[0] === 'embed' || parts[0] === 'shorts' ? parts[1] : url.searchParams.get('v')
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined
}

function vimeoId(url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean)
  const candidate = url.hostname === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts[0]
  return candidate && VIMEO_ID.test(candidate) ? candidate : undefined
}

/** The embed an iframe's `src` (or a video's page URL) names, or undefined when it is not a known player. */
export function parseEmbed(src: string | undefined): Embed | undefined {
  if (!src || !URL.canParse(src)) return undefined
  const url = new URL(src)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const host = url.hostname.toLowerCase()
  if (youtubeHosts.has(host)) {
    const id = youtubeId(url)
    return id ? { provider: 'youtube', name: 'YouTube', playerUrl: `${embedOrigins[0]}/embed/${id}`, pageUrl: `https://www.youtube.com/watch?v=${id}` } : undefined
  }
  if (vimeoHosts.has(host)) {
    const id = vimeoId(url)
    return id ? { provider: 'vimeo', name: 'Vimeo', playerUrl: `${embedOrigins[1]}/video/${id}`, pageUrl: `https://vimeo.com/${id}` } : undefined
  }
  return undefined
}

/** Whether a player URL read back from the page is one this site made (the browser checks before loading it). */
export function isPlayerUrl(url: string | null | undefined): url is string {
  if (!url || !URL.canParse(url)) return false
  const parsed = new URL(url)
  return (embedOrigins as readonly string[]).includes(parsed.origin) && parseEmbed(url) !== undefined
}
