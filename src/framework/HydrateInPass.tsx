import { Suspense, type ReactNode } from 'react'

/**
 * Workaround (decisions 0018, 0038; upgrade checklist: decision 0021): server-rendered content that React hydrates
 * in a later commit than what surrounds it.
 *
 * Relies on: how React 19 hydrates a Suspense boundary that the server completed (react-dom's
 * `updateSuspenseComponent`): it is not entered in the pass that finds it but left dehydrated and hydrated by a
 * later render with a commit of its own. Canary: `hydration.canary.test.tsx` ("HydrateInPass").
 * React leaves a Suspense boundary found in the server's HTML for a pass of its
 * own, and one nested inside it for the pass after: on a phone, one commit of the whole page was
 * a long task, these are short ones. Nothing is shown or hidden by the boundaries: their content
 * is in the HTML from the start, and they have no fallback because on the client the router loads
 * a page's code before it renders it.
 *
 * `pass` counts from the commit of what surrounds it (1): 2 is the commit after it, 3 the one after that, and so
 * on (one boundary per pass, nested). In the default layout the page is 2 and the footer 3; inside a page, 2 is the
 * pass after the page's own (the home page's lower sections, decision 0038).
 */
export type LaterPass = 2 | 3 | 4

export function HydrateInPass({ pass, children }: { pass: LaterPass; children: ReactNode }) {
  let content = <Suspense>{children}</Suspense>
  for (let level = 2; level < pass; level++) content = <Suspense>{content}</Suspense>
  return content
}
