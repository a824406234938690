type Box = { top: number; right: number; bottom: number; left: number }

/** The fields a visitor fills in: what is hidden or has no size (a closed dialog, the honeypot off screen) never counts. */
export const FIELD_SELECTOR = 'input:not([type="hidden"]), select, textarea'

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** Whether a floating panel covers a form field (the green-diploma note steps aside while it would). */
export function coversField(panel: Box, fields: readonly Box[]): boolean {
  return fields.some((field) => field.right > field.left && field.bottom > field.top && intersects(panel, field))
}
