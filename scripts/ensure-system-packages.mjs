// Installs the Debian packages the tests need (scripts/lib/system-packages.mjs) when they are missing and this runs
// as root; otherwise says how. `--browser-only`: just the browser (screenshots).
import { execSync } from 'node:child_process'
import { missingPackages } from './lib/system-packages.mjs'

const browserOnly = process.argv.includes('--browser-only')
const missing = missingPackages({ browserOnly })
if (missing.length === 0) process.exit(0)

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Installing Debian's ${missing.join(' ')} for the tests…`)
  execSync(
    `apt-get update -qq > /dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')} > /dev/null`,
    { stdio: 'inherit' },
  )
  const still = missingPackages({ browserOnly })
  if (still.length === 0) process.exit(0)
  console.error(`Still missing after apt-get: ${still.join(' ')}`)
  process.exit(1)
}
console.error(
  `The tests need Debian's ${missing.join(' ')}.\n` +
    `Install them with \`sudo apt-get install -y --no-install-recommends ${missing.join(' ')}\` (Debian/Ubuntu)` +
    (browserOnly ? ', or set CHROMIUM_PATH to a Chromium binary.' : '.'),
)
process.exit(1)
