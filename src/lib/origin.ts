/** Whether a URL is an http(s) address on `origin`: a store's or WordPress's links, photos and files are read only from there. */
export function isOnOrigin(url: string | URL, origin: string): boolean {
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === new URL(origin).origin
  } catch {
    return false
  }
}
