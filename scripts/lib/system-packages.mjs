// Debian's packages the tests use, with how to tell each is there: one list for `npm test` and `.ci/run`.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { TEST_BROWSER } from './chromium.mjs'

const onPath = (command) => (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, command)))
/** Whether `parent/<any folder>/tail` exists (a versioned or multiarch folder). */
const inAnyFolder = (parent, tail) => existsSync(parent) && readdirSync(parent).some((name) => existsSync(join(parent, name, tail)))

export const testPackages = [
  // The lead store's throw-away PostgreSQL clusters (tests/e2e/support/postgres.mjs).
  { apt: ['postgresql'], present: () => inAnyFolder('/usr/lib/postgresql', 'bin/initdb') },
  // The throw-away WordPress, served by PHP's CLI server on MariaDB (tests/e2e/support/wordpress.mjs).
  { apt: ['wordpress'], present: () => existsSync('/usr/share/wordpress/wp-settings.php') },
  { apt: ['php-cli', 'php-mysql'], present: () => onPath('php') },
  { apt: ['mariadb-server'], present: () => onPath('mariadbd') || existsSync('/usr/sbin/mariadbd') },
  // The plugin's coding standard (`npm run lint`) and its PHP unit tests (`npm run test:unit`).
  { apt: ['php-codesniffer'], present: () => onPath('phpcs') },
  { apt: ['phpunit'], present: () => onPath('phpunit') },
  // Varnish with xkey in front of the site (tests/e2e/support/varnish.mjs).
  { apt: ['varnish'], present: () => existsSync('/usr/sbin/varnishd') },
  { apt: ['varnish-modules'], present: () => inAnyFolder('/usr/lib', 'varnish/vmods/libvmod_xkey.so') },
  // pdfinfo, pdftotext and pdffonts read the spec sheets and the printed comparison.
  { apt: ['poppler-utils'], present: () => onPath('pdfinfo') },
  // The browser: Playwright never downloads one.
  { apt: [TEST_BROWSER.apt], present: () => existsSync(TEST_BROWSER.path), browser: true },
]

/** The Debian packages still to install (only the browser's with `browserOnly`). */
export const missingPackages = ({ browserOnly = false } = {}) =>
  testPackages.filter((p) => (!browserOnly || p.browser) && !p.present()).flatMap((p) => p.apt)
