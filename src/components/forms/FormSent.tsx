import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { withoutOutcome } from '#src/forms/outcome.ts'
import { internalToPublic } from '#src/i18n/rewrite.ts'
import { pageHref } from '#src/site/sites.ts'
import { m } from '#src/paraglide/messages.js'

/**
 * A form written into the page, once sent and its message closed: it closes as its dialog would, rather than standing
 * there emptied, inviting the same request twice; the visitor may ask for it again.
 */
export function FormSent({ onAgain }: { onAgain: () => void }) {
  const note = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }) })
  const params = new URLSearchParams(location.searchStr)
  const hadOutcome = params.has('form_result')
  params.delete('form_result')
  params.delete('form_id')
  const again = `${pageHref(internalToPublic(location.pathname))}${params.size ? `?${params}` : ''}`
  // The message that covered the form has closed: the visitor goes on from here, not from the top of the page.
  useEffect(() => note.current?.focus(), [])
  return (
    <div ref={note} tabIndex={-1} role="status" className="rounded-sm bg-cream p-6 sm:p-8">
      <p className="display-3">{m.form_sent()}</p>
      <a
        href={again}
        className="link mt-6 inline-block text-sm font-medium"
        onClick={(event) => {
          event.preventDefault()
          onAgain()
          if (hadOutcome) void navigate({ to: '.', search: withoutOutcome, replace: true, resetScroll: false })
        }}
      >
        {m.form_fill_again()}
      </a>
    </div>
  )
}
