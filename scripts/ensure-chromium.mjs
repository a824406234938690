// Browser tests run in Debian's Chromium headless shell: Playwright must never download a browser here.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { TEST_BROWSER } from './lib/chromium.mjs'

const CHROMIUM = TEST_BROWSER.path
if (existsSync(CHROMIUM)) process.exit(0)

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`No Chromium at ${CHROMIUM}: installing Debian's ${TEST_BROWSER.apt} package…`)
  execSync(
    `apt-get update -qq > /dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${TEST_BROWSER.apt} > /dev/null`,
    { stdio: 'inherit' },
  )
  if (existsSync(CHROMIUM)) process.exit(0)
}
console.error(
  `The end-to-end tests need Chromium at ${CHROMIUM}.\n` +
    `Install it with \`sudo apt-get install -y ${TEST_BROWSER.apt}\` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.`,
)
process.exit(1)
