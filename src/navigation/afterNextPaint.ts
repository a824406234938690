/** Runs `work` in a task of its own once the current frame is painted: in the input's task, a ticked box would show
 * only when the navigation it starts is over (the latency INP counts). A hidden tab paints nothing: a timeout then. */
export function afterNextPaint(work: () => void): void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0)
    return
  }
  requestAnimationFrame(() => setTimeout(work, 0))
}
