import type { ReactNode } from 'react'

/** The opening of a page: eyebrow, the page's one h1, and a lead paragraph. */
export function PageIntro({
  eyebrow,
  heading,
  lead,
  children,
  compact = false,
}: {
  eyebrow?: string
  heading: string
  lead?: string
  children?: ReactNode
  /** Less room above and below: a page whose first screen is for what follows (the search's results). */
  compact?: boolean
}) {
  return (
    <section className={`container-site ${compact ? 'pt-8 pb-6 md:pt-16 md:pb-10' : 'pt-16 pb-10 md:pt-24 md:pb-14'}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="display-1 mt-4 max-w-4xl">{heading}</h1>
      {lead ? <p className={`lead max-w-2xl ${compact ? 'mt-3 md:mt-6' : 'mt-6'}`}>{lead}</p> : null}
      {children}
    </section>
  )
}
