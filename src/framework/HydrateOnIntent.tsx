import { useHydrated } from '@tanstack/react-router'
import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

/** What counts as reaching for a part of the page: a pointer over it or on it, a focus or a key inside it. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'keydown'] as const

type Gate = { open: boolean; promise: Promise<void>; resolve: () => void }

function createGate(open: boolean): Gate {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  const gate: Gate = { open, promise, resolve: () => ((gate.open = true), resolve()) }
  if (open) gate.resolve()
  return gate
}

/** Suspends until the gate opens: during the page's hydration, React then keeps the server's HTML as it is. */
function WaitForGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) use(gate.promise)
  return children
}

/**
 * Workaround (decision 0044): hydrates its children when the visitor reaches for them (pointer, focus, key), not with
 * the rest of the page; until then the server's HTML works as HTML (the form posts without JavaScript) and what is
 * typed stays. Mounted after the page has hydrated (a client-side navigation), it renders at once.
 * Worth: contact page TBT 278 ms with it, 450 ms without (Lighthouse medians, bench/README.md).
 * Relies on: React 19 keeping a dehydrated Suspense boundary's HTML while its child suspends, and not replacing it
 * when an ancestor re-renders with the same element (the memo); React's replay listeners stopping events before they
 * reach the boundary (ours are on the window); Router's `useHydrated`. Canary: `hydration.canary.test.tsx`.
 * Upstream report it would need: "Start's `<Hydrate when={interaction()}>` re-renders when the document's hydration
 * ends; its gate still shut, React client-renders the boundary from a copy of its HTML (a 50 ms parse at 4x CPU per
 * form) and input typed meanwhile is lost. The boundary should not re-render its subtree before its trigger fires."
 * Its parent must not re-render it with new props before then either (see InlineLeadForm).
 */
export function HydrateOnIntent({ children, onIntent }: { children: ReactNode; onIntent?: () => void }) {
  // On the server the children render as always; in the browser the gate is shut only while the page hydrates.
  const hydratingDocument = !useHydrated() && !import.meta.env.SSR
  const [gate] = useState(() => createGate(!hydratingDocument))
  const marker = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = marker.current
    if (gate.open || !element) return
    const open = (event?: Event) => {
      if (event && !(event.target instanceof Node && element.contains(event.target))) return
      stop()
      onIntent?.()
      gate.resolve()
    }
    // On the window, ahead of React's own listeners on the document: until the boundary has hydrated,
    // React stops the propagation of the events it means to replay, so the boundary itself never hears them.
    const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, open, true))
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, open, true))
    // A field focused before the scripts started is intent already.
    if (element.contains(document.activeElement)) open()
    return stop
  }, [gate, onIntent])
  // The same element every render: a re-render of this component (the end of hydration) is not an update of the boundary.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <WaitForGate gate={gate}>{children}</WaitForGate>
      </Suspense>
    ),
    [gate, children],
  )
  return (
    <div ref={marker} className="contents">
      {boundary}
    </div>
  )
}
