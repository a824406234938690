import { Suspense, type ReactNode } from 'react'

/**
 * Workaround (decision 0018; upgrade checklist: decision 0021): server-rendered content that React hydrates in a
 * later commit than the layout around it.
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
 * `pass` counts from the layout's own commit (1): 2 is the commit after it, 3 the one after that.
 */
export function HydrateInPass({ pass, children }: { pass: 2 | 3; children: ReactNode }) {
  const content = <Suspense>{children}</Suspense>
  return pass === 2 ? content : <Suspense>{content}</Suspense>
}
