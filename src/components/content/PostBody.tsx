import { useEffect, useRef } from 'react'
import { isPlayerUrl } from '#src/content/embeds.ts'
import { readConsent } from '#src/tracking/consent.ts'

/** Replaces a consent placeholder (made by the sanitiser) with its player. */
function loadPlayer(placeholder: HTMLElement) {
  const src = placeholder.dataset.embedPlayer
  const frame = placeholder.querySelector('.post-embed-frame')
  if (!isPlayerUrl(src) || !frame) return
  const iframe = document.createElement('iframe')
  iframe.src = `${src}?autoplay=${placeholder.dataset.embedAsked === '1' ? 1 : 0}`
  iframe.title = placeholder.dataset.embedTitle ?? ''
  iframe.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
  iframe.allowFullscreen = true
  iframe.referrerPolicy = 'strict-origin-when-cross-origin'
  iframe.className = 'post-embed-player'
  frame.replaceWith(iframe)
}

/**
 * A story's or article's text, Markdown or sanitised WordPress HTML. Video players stay placeholders until the visitor
 * asks or has accepted cookies (decision 0025): nothing of the provider loads before.
 */
export function PostBody({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const placeholders = [...(body.current?.querySelectorAll<HTMLElement>('[data-embed-player]') ?? [])]
    if (!placeholders.length) return
    if (readConsent() === 'yes') return placeholders.forEach(loadPlayer)
    const cleanups = placeholders.map((placeholder) => {
      const button = placeholder.querySelector<HTMLButtonElement>('.post-embed-load')
      if (!button) return () => {}
      const load = () => {
        placeholder.dataset.embedAsked = '1'
        loadPlayer(placeholder)
      }
      button.hidden = false
      button.addEventListener('click', load)
      return () => button.removeEventListener('click', load)
    })
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [html])
  return <div ref={body} className="prose-site mx-auto max-w-2xl" dangerouslySetInnerHTML={{ __html: html }} />
}
