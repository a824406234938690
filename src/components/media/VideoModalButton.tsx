import { useDialogPopup } from '../dialog/useDialogPopup'
import { lazy, Suspense, useState } from 'react'
import { m } from '#src/paraglide/messages.js'
import { brandVideo } from './video'

const VideoDialog = lazy(() => import('./VideoDialog'))

/** Opens the brand film in the player modal; without JavaScript a plain link to the file, which browsers play themselves. */
export function VideoModalButton({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const popup = useDialogPopup()
  return (
    <>
      <a
        href={brandVideo.src}
        aria-haspopup={popup}
        className={`inline-flex items-center gap-3 rounded-full bg-paper/95 py-2 ps-2 pe-5 text-sm font-semibold shadow-sm backdrop-blur transition hover:bg-paper ${className}`}
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-ink text-paper">
          <svg width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
            <path d="M3 1.5v11l9-5.5z" />
          </svg>
        </span>
        {m.video_open()}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <VideoDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
