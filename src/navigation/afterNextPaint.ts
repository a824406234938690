/**
 * Runs `work` once the browser has painted the current frame. An input's own feedback (a ticked box) is a small
 * render; the work it starts (a navigation, its route matching and rendering) is large. Done in the same task, the
 * box shows only once all of it is over, which is the latency a visitor feels and INP counts: on a phone at 4x CPU,
 * ticking a search filter measured 416-456 ms that way. The frame is painted first, then the work runs in a task
 * of its own. A hidden tab paints no frames: the work then runs after a zero-delay timeout instead.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0)
    return
  }
  requestAnimationFrame(() => setTimeout(work, 0))
}
