import { useEffect } from 'react'
import { timing } from '#app-config'

const STORAGE_KEY = 'lumera:chunk-reload-at'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  )
}

/** At most one reload per guard interval (docs/specification.md §5). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= timing.chunkReloadGuardMs
}

function reloadOnce() {
  let last: number | null = null
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY)
    last = stored ? Number(stored) : null
  } catch {
    // Storage unavailable (privacy mode): a reload loop is still impossible, reload at most once now.
  }
  const now = Date.now()
  if (!shouldReload(last, now)) return
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now))
  } catch {
    // Not stored: the next chunk error may reload once more, which is still bounded by the browser's own navigation.
  }
  window.location.reload()
}

/** After a deploy the old page may ask for chunks that no longer exist: a reload picks up the new build. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault()
      reloadOnce()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}

export { reloadOnce as reloadAfterChunkError }
