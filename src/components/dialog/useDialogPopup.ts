import { useHydrated } from '@tanstack/react-router'

/**
 * `aria-haspopup="dialog"` once hydration has attached the handler, nothing while the link is a plain link to a page.
 * The e2e tests wait for it before opening a dialog.
 */
export function useDialogPopup(): 'dialog' | undefined {
  return useHydrated() ? 'dialog' : undefined
}
