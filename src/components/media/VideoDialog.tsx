import { useEffect, useRef } from 'react'
import { m } from '#src/paraglide/messages.js'
import { Dialog } from '../dialog/Dialog'
import { brandVideo } from './video'

/** The video player modal: plays the film at once and stops it when the modal closes. */
export default function VideoDialog({ onClose }: { onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const el = video.current
    // Autoplay may be refused (data saver, browser policy): the controls are there either way.
    void el?.play().catch(() => {})
    return () => el?.pause()
  }, [])
  const close = () => {
    video.current?.pause()
    onClose()
  }
  return (
    <Dialog open onClose={close} title={m.video_title()} size="media">
      <video
        ref={video}
        src={brandVideo.src}
        poster={brandVideo.poster}
        width={brandVideo.width}
        height={brandVideo.height}
        controls
        muted
        playsInline
        preload="metadata"
        aria-describedby="brand-video-description"
        className="aspect-video h-auto w-full rounded-sm bg-ink"
      />
      <p id="brand-video-description" className="mt-4 text-sm text-ink-soft">
        {m.video_description()}
      </p>
    </Dialog>
  )
}
