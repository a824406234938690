/**
 * The band on top of an editor's preview: its code stays out of every visitor's first load. A preview's loader waits
 * for it (the server renders to a string and must not suspend), as it does for the page's block renderers.
 */
import type { PreviewBar } from '../content/PreviewBar'

type PreviewBand = typeof PreviewBar

let band: PreviewBand | undefined
let loading: Promise<PreviewBand> | undefined

export function loadPreviewBand(): Promise<PreviewBand> {
  loading ??= import('../content/PreviewBar').then(
    (module) => (band = module.PreviewBar),
    (error: unknown) => {
      // A failed download is not kept: the next preview tries again.
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The band if its code has loaded: drawn at once, with no suspense. */
export const loadedPreviewBand = () => band
