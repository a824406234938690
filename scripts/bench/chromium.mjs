import { FULL_BROWSER } from '../lib/chromium.mjs'

export const CHROMIUM = FULL_BROWSER.path
