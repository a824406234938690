import { expect, test, type Page } from '@playwright/test'
import { openDialogFrom, untilInteractive } from './support/visitor'

/**
 * The site's frame (issue 5): header, mobile menu, showcase overlay, footer, badge, cookie banner
 * and tracking, in both languages, at the desktop and phone widths of the two projects.
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 1200

const languages = [
  {
    lang: 'en',
    home: '/',
    showcases: 'Showcases',
    links: [
      ['Sustainability', '/sustainability'],
      ['About us', '/about-us'],
      ['Custom made', '/custom-made'],
      ['Customer stories', /^\/customer-stories\/[a-z0-9-]+$/],
      ['Inspiration hub', '/inspiration-hub'],
      ['Search', '/search'],
      ['Contact', '/contact'],
    ],
    openMenu: 'Open the menu',
    search: 'Search the showcases',
    collection: 'Wine',
    collectionPath: '/showcases/wine',
  },
  {
    lang: 'it',
    home: '/it',
    showcases: 'Vetrine',
    links: [
      ['Sostenibilità', '/it/sostenibilita'],
      ['Chi siamo', '/it/chi-siamo'],
      ['Custom made', '/it/custom-made'],
      ['Storie dei clienti', /^\/it\/storie-dei-clienti\/[a-z0-9-]+$/],
      ['Centro ispirazione', '/it/centro-inspirazione'],
      ['Cerca', '/it/cerca'],
      ['Contatti', '/it/contatta'],
    ],
    openMenu: 'Apri il menu',
    search: 'Cerca tra le vetrine',
    collection: 'Vino',
    collectionPath: '/it/vetrine-refrigerate/vino',
  },
] as const

for (const l of languages) {
  test.describe(`site chrome (${l.lang})`, () => {
    test('every header or menu link lands on its page, and the mobile menu closes on navigation', async ({ page }) => {
      // From page to page as a visitor goes: the header (and its menu) is on every one of them.
      await page.goto(l.home)
      for (const [name, path] of l.links) {
        if (isPhone(page)) {
          await page.getByRole('button', { name: l.openMenu }).click()
          const menu = page.locator('#mobile-menu')
          await expect(menu).toBeVisible()
          await menu.getByRole('link', { name, exact: true }).click()
          await expect(menu).toBeHidden()
        } else {
          await page
            .getByRole('navigation', { name: /main|principale/i })
            .first()
            .getByRole('link', { name, exact: true })
            .click()
        }
        if (typeof path === 'string') await expect(page).toHaveURL((url) => url.pathname === path)
        else await expect(page).toHaveURL((url) => path.test(url.pathname))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      }
    })

    test('the showcase overlay opens from the left, lists the collections, and closes on navigation', async ({ page }) => {
      test.skip(isPhone(page), 'the overlay belongs to the desktop header; phones use the menu')
      await page.goto(l.home)
      await openDialogFrom(page.getByRole('link', { name: l.showcases, exact: true }))
      const overlay = page.getByRole('dialog', { name: l.showcases })
      await expect(overlay).toBeVisible()
      const box = await overlay.boundingBox()
      expect(box?.x).toBeLessThan(5)
      await expect(overlay.getByRole('combobox', { name: l.search })).toBeVisible()
      await overlay.getByRole('link', { name: l.collection, exact: true }).click()
      await expect(page).toHaveURL((url) => url.pathname === l.collectionPath)
      // It fades out, then closes 800 ms later.
      await expect(overlay).toBeHidden({ timeout: 3000 })
    })

    test('keyboard: the overlay takes focus, Escape closes it and focus returns to the opener', async ({ page }) => {
      test.skip(isPhone(page), 'desktop header')
      await page.goto(l.home)
      const opener = page.getByRole('link', { name: l.showcases, exact: true })
      // Before hydration Enter follows the link to the showcases page; from then on it opens the overlay.
      await expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
      await opener.focus()
      await page.keyboard.press('Enter')
      const overlay = page.getByRole('dialog', { name: l.showcases })
      await expect(overlay).toBeVisible()
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(overlay).toBeHidden({ timeout: 3000 })
      await expect(opener).toBeFocused()
    })

    test('keyboard: the mobile menu opens, Tab reaches its links, Escape closes it', async ({ page }) => {
      test.skip(!isPhone(page), 'phone header')
      await page.goto(l.home)
      const button = page.getByRole('button', { name: l.openMenu })
      await button.focus()
      await page.keyboard.press('Enter')
      const menu = page.locator('#mobile-menu')
      await expect(menu).toBeVisible()
      await page.keyboard.press('Tab')
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    })
  })
}

test('the catalogue download form opens from the showcase overlay, and Escape returns focus', async ({ page }) => {
  test.skip(isPhone(page), 'desktop header')
  await page.goto('/it')
  await openDialogFrom(page.getByRole('link', { name: 'Vetrine', exact: true }))
  const overlay = page.getByRole('dialog', { name: 'Vetrine' })
  const opener = overlay.getByRole('link', { name: 'Scarica il catalogo' })
  await openDialogFrom(opener)
  const form = page.getByRole('dialog', { name: 'Scarica il catalogo' })
  await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(opener).toBeFocused()
})

test('the footer fades in after its delay; its sections fold on a phone and stand open on a desktop, with the address and certifications', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const delay = await footer.evaluate((el) => getComputedStyle(el).animationDelay)
  expect(delay).toBe('0.5s')
  const all = footer.getByRole('link', { name: 'All showcases' })
  const about = footer.getByRole('link', { name: 'About us' })
  if (isPhone(page)) {
    // The collapsible submenu (docs/specification.md §5): a native disclosure, it works without scripts too.
    const toggle = footer.getByText('Showcases', { exact: true }).filter({ visible: true })
    await toggle.scrollIntoViewIfNeeded()
    await expect(all).toBeHidden()
    await toggle.click()
    await expect(all).toBeVisible()
    await toggle.click()
    await expect(all).toBeHidden()
    await expect(about).toBeHidden()
  } else {
    // Issue 40: a desktop footer shows its sections, not one folded item.
    await expect(footer.getByRole('heading', { name: 'Showcases' })).toBeVisible()
    await expect(footer.getByRole('heading', { name: 'The company' })).toBeVisible()
    await expect(all).toBeVisible()
    await expect(about).toBeVisible()
  }
  await expect(footer.getByText("Via dell'Artigianato 14")).toBeVisible()
  const commitments = footer.getByRole('list', { name: 'Certifications and commitments' }).getByRole('listitem')
  await expect(commitments).toHaveCount(4)
  await expect(commitments.first()).toHaveText('Green Diploma certified maker')
  for (const name of ['Cookies', 'Privacy', 'Contact']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  for (const name of ['Instagram', 'Pinterest', 'LinkedIn', 'YouTube'])
    await expect(footer.getByRole('link', { name: new RegExp(name) })).toBeVisible()
})

test.describe('first visit: banner, badge and tracking', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  /** Records what reaches the tag manager: its script requests and the page's dataLayer. */
  async function fakeTagManager(page: Page) {
    const requests: string[] = []
    await page.route('https://www.googletagmanager.com/**', (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__fakeTagManagerLoaded = true' })
    })
    return requests
  }
  const pageViews = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((e): e is Record<string, unknown> => !!e && (e as { event?: string }).event === 'page_view'),
    )

  test('accepting stores yes, loads the tag manager and sends page views 250 ms after each route change', async ({ page }) => {
    const requests = await fakeTagManager(page)
    await page.goto('/it/chi-siamo')
    const banner = page.getByRole('region', { name: 'La tua privacy' })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('non comparirà più finché non cancellerai i cookie')
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('no')
    expect(requests).toEqual([])
    await banner.getByRole('button', { name: 'Accetta' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('yes')
    await expect.poll(() => requests.length).toBe(1)
    expect(requests[0]).toContain('gtm.js?id=GTM-TEST123')
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        expect.objectContaining({
          event: 'page_view',
          routeName: 'about',
          pageType: 'content',
          pageUrl: expect.stringContaining('/it/chi-siamo'),
          pageTitle: expect.stringMatching(/Chi siamo/),
        }),
      ])
    // Consent Mode v2: denied by default, analytics granted by the visitor.
    const consent = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((e) => typeof e === 'object' && e !== null && (e as ArrayLike<unknown>)[0] === 'consent')
        .map((e) => Array.from(e as ArrayLike<unknown>)),
    )
    expect(consent).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        }),
      ],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ])
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click()
    await expect(page).toHaveURL(/\/it\/privacy$/)
    await expect.poll(() => pageViews(page)).toHaveLength(2)
    expect((await pageViews(page))[1]).toMatchObject({
      routeName: 'privacy',
      pageType: 'legal',
      pageUrl: expect.stringContaining('/it/privacy'),
    })
    // A later visit does not ask again and tracks from the first page.
    await page.goto('/search')
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0)
    // The view goes out 250 ms after hydration, which starts after the first paint: on a loaded machine
    // that alone can take most of the poll's 5 s, so the poll starts once the page is interactive.
    await untilInteractive(page)
    await expect.poll(() => pageViews(page)).toEqual([expect.objectContaining({ routeName: 'search', pageType: 'search' })])
  })

  test('rejecting stores no: no tag manager request and no page view, now or later', async ({ page }) => {
    const requests = await fakeTagManager(page)
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Your privacy' })
    await expect(banner).toBeVisible()
    // The banner stores `no` as soon as it shows: clear it, so that only the click can store it again.
    await page.evaluate(() => localStorage.removeItem('cookie_consent'))
    await banner.getByRole('button', { name: 'Reject' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('no')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await page.waitForTimeout(600)
    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The stored `no` is remembered: the banner does not ask again.
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0)
    await page.waitForTimeout(600)
    expect(requests).toEqual([])
    expect(await pageViews(page)).toEqual([])
  })

  test('the green-diploma badge waits for the banner, collapses, links out and stays closed', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('region', { name: 'Your privacy' }).getByRole('button', { name: 'Reject' }).click()
    const badge = page.getByRole('complementary', { name: 'Green Diploma certified maker' })
    await expect(badge).toBeVisible()
    expect((await badge.boundingBox())?.width).toBeLessThanOrEqual(380)
    // A phone shows it as a small badge first (issue 40, green-diploma.spec.ts).
    if (isPhone(page)) await badge.getByRole('button', { name: 'Expand the Green Diploma note' }).click()
    await expect(badge.getByRole('link', { name: /Discover the Green Diploma/ })).toHaveAttribute('href', /greendiploma/)
    await badge.getByRole('button', { name: 'Collapse the Green Diploma note' }).click()
    await expect(badge.getByRole('link', { name: /Discover the Green Diploma/ })).toBeHidden()
    await badge.getByRole('button', { name: 'Expand the Green Diploma note' }).click()
    await expect(badge.getByRole('link', { name: /Discover the Green Diploma/ })).toBeVisible()
    await badge.getByRole('button', { name: 'Close the Green Diploma note' }).click()
    await expect(badge).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForTimeout(300)
    await expect(page.getByRole('complementary', { name: 'Green Diploma certified maker' })).toHaveCount(0)
  })
})

test('the video player plays the film and stops when closed', async ({ page }) => {
  await page.goto('/')
  const opener = page.getByRole('link', { name: 'Watch the film' })
  await openDialogFrom(opener)
  const dialog = page.getByRole('dialog', { name: 'Lumera, from light to cold' })
  const video = dialog.locator('video')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('scroll reveal: items below the fold wait, then show as they scroll into view; none on screen is hidden', async ({ page }) => {
  // Every item put on hold is checked at that moment: it must be off screen.
  await page.addInitScript(() => {
    const hiddenOnScreen: string[] = ((window as unknown as { hiddenOnScreen: string[] }).hiddenOnScreen = [])
    new MutationObserver((records) => {
      for (const { target } of records) {
        const el = target as HTMLElement
        if (el.getAttribute('data-reveal') !== 'waiting') continue
        const box = el.getBoundingClientRect()
        if (box.top < window.innerHeight && box.bottom > 0) hiddenOnScreen.push(el.outerHTML.slice(0, 80))
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-reveal'] })
  })
  await page.goto('/showcases/wine')
  const last = page.locator('[data-reveal]').last()
  await expect.poll(() => last.getAttribute('data-reveal')).toBe('waiting')
  await expect(page.locator('[data-reveal]').first()).toHaveAttribute('data-reveal', 'shown')
  expect(await page.evaluate(() => (window as unknown as { hiddenOnScreen: string[] }).hiddenOnScreen)).toEqual([])
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveAttribute('data-reveal', 'shown')
})

test('scroll reveal respects reduced motion: nothing is hidden', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/showcases/wine')
  await page.waitForTimeout(700)
  expect(await page.locator('[data-reveal="waiting"]').count()).toBe(0)
  await context.close()
})
