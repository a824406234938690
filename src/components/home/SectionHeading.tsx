import type { ReactNode } from 'react'

/** A section's eyebrow, heading and optional lead, with an action aligned to the right on wide screens. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  action,
}: {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="display-2 mt-3">
          {title}
        </h2>
        {lead ? <p className="lead mt-4">{lead}</p> : null}
      </div>
      {action}
    </div>
  )
}
