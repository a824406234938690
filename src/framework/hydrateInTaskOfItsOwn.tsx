/**
 * Workaround: the document's hydration starts in a browser task after the one that evaluated the scripts
 * (decision 0034; upgrade checklist: decision 0021).
 *
 * Relies on: Start's default browser entry (`@tanstack/react-start`'s `plugin/default-entry/client.tsx`) being
 * exactly `hydrateRoot(document, <StrictMode><StartClient /></StrictMode>)` inside `startTransition`, and Start
 * using `src/client.tsx` in its place when that file exists. This module does the same thing one task later.
 * Canary: `canaries.test.ts` ("Start's default browser entry"): it fails when the default entry changes, so that
 * this copy is compared with it again.
 *
 * Evaluating the first load's modules (React DOM, the route tree, our modules' top level) and `hydrateRoot`
 * (React's root and its listeners for every event type) made one task of about 60-110 ms at 4x CPU, one of the
 * long tasks Lighthouse counts as blocking. Ending the task in between lets the browser answer a tap and keeps
 * both under the 50 ms line more often. Nothing is removed or reordered: React starts hydrating one task later,
 * the router is then built in tasks of its own (routerInTasks.ts).
 */
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { yieldToBrowser } from './routerInTasks'

/** Hydrates the document as Start's default entry does, in the next task. */
export async function hydrateDocument(): Promise<void> {
  await yieldToBrowser()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}
