// Browser tests run in Debian's Chromium: Playwright must never download a browser here (STACK.md).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(CHROMIUM)) process.exit(0)

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`No Chromium at ${CHROMIUM}: installing Debian's chromium package…`)
  execSync(
    'apt-get update -qq > /dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium > /dev/null',
    { stdio: 'inherit' },
  )
  if (existsSync(CHROMIUM)) process.exit(0)
}
console.error(
  `The end-to-end tests need Chromium at ${CHROMIUM}.\n` +
    'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
)
process.exit(1)
