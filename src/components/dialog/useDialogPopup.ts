import { useHydrated } from '@tanstack/react-router'

/**
 * `aria-haspopup` for a link that opens a dialog with the scripts and goes to a page without them:
 * `'dialog'` once hydration has attached its handler, nothing before (it is a plain link until then).
 * The e2e tests wait for it before opening a dialog (tests/e2e/support/visitor.ts).
 */
export function useDialogPopup(): 'dialog' | undefined {
  return useHydrated() ? 'dialog' : undefined
}
