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
 * Workaround (decision 0016; upgrade checklist: decision 0021): hydrates its children when the visitor reaches
 * for them, not with the rest of the page.
 *
 * Relies on: React 19 leaving a dehydrated Suspense boundary's server HTML in place while its child suspends
 * during hydration, and not replacing it when an ancestor re-renders with the same element (the memo); React's
 * replay listeners on the root stopping events before they reach the boundary (why ours are on the window); and
 * TanStack Router's `useHydrated` turning true once the document has hydrated. Canary:
 * `hydration.canary.test.tsx` ("HydrateOnIntent").
 * Until then
 * the server-rendered HTML stays in place and works as HTML does (links, native fields, a form that
 * posts without JavaScript); anything typed meanwhile stays in the fields. Mounted after the page has
 * hydrated (a client-side navigation), it renders at once.
 *
 * TanStack Start's `Hydrate when={interaction()}` does the same job, but in the version we use it
 * re-renders itself when the page's hydration ends and, its gate still shut, React replaces the
 * boundary with a copy of its HTML: measured, a 50 ms HTML parse at 4x CPU per form, and whatever a
 * visitor had typed was lost. This boundary never re-renders its subtree on its own (the memo), so
 * React leaves the dehydrated HTML alone until the gate opens. Its parent must not re-render it with
 * new props before then either (see InlineLeadForm).
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
