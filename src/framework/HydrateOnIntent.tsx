import { useHydrated } from '@tanstack/react-router'
import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

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
 * Workaround (decision 0044): hydrates its children when the visitor reaches for them (pointer, focus, key); until
 * then the server's HTML works as HTML and what is typed stays. After the page has hydrated, it renders at once.
 * Relies on React keeping a suspended dehydrated boundary's HTML; its parent must not re-render it with new props.
 * Worth: contact page TBT 278 ms with it, 450 ms without (bench/README.md). Canary: `hydration.canary.test.tsx`.
 * Upstream report it would need: "Start's `<Hydrate when={interaction()}>` must not re-render before its trigger".
 */
export function HydrateOnIntent({ children, onIntent }: { children: ReactNode; onIntent?: () => void }) {
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
    // On the window: React stops the events it means to replay before they reach the boundary.
    const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, open, true))
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, open, true))
    if (element.contains(document.activeElement)) open()
    return stop
  }, [gate, onIntent])
  // The same element every render: the end of hydration must not update the boundary.
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
