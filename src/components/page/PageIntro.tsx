import type { ReactNode } from 'react'

/** The opening of a page: eyebrow, the page's one h1, and a lead paragraph. */
export function PageIntro({
  eyebrow,
  heading,
  lead,
  children,
}: {
  eyebrow?: string
  heading: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <section className="container-site pt-16 pb-10 md:pt-24 md:pb-14">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="display-1 mt-4 max-w-4xl">{heading}</h1>
      {lead ? <p className="lead mt-6 max-w-2xl">{lead}</p> : null}
      {children}
    </section>
  )
}
