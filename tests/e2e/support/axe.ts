import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 AA and axe's best practices: what the site is held to. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * An axe run of the page as it is now, with the same violations as axe's default run at a fraction of its cost.
 * By default @axe-core/playwright runs axe in every frame, then opens a blank page, injects axe there a second time
 * and hands it every result, passes included, to merge: most of a run's time. A page without frames has nothing to
 * merge, so axe runs in the page itself (the builder's "legacy" mode, whose one limit, no cross-origin frame, cannot
 * apply); a page with frames gets the default run. Only violations are asked for: the rest is never read.
 */
export function axeOf(page: Page, tags: string[] = WCAG_22_AA): AxeBuilder {
  const builder = new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] })
  return page.frames().length === 1 ? builder.setLegacyMode() : builder
}

/** The violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Contrast is judged on the page as it settles: a fade still running (the footer's) reads as faint text.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await axeOf(page).analyze()
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  )
}
