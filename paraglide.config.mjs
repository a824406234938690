// Paraglide compiler options, shared by the Vite plugin (vite.config.ts) and the code generation
// that runs before the type check (scripts/codegen.mjs), so both compile the same runtime.
import { SERVER_FN_BASE } from './src/framework/serverFnBase.js'

const localeCookieLifetimeDays = 365 // app.config.ts `localeCookie.lifetimeDays`; a unit test keeps them equal.

/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // Locale detection (SPEC section 2): URL prefix, cookie, browser languages, default.
  // Every English URL is unprefixed, so the `url` strategy would always answer `en` for them:
  // only the home page `/` consults the cookie and the browser first (and may redirect to /it).
  strategy: ['url', 'cookie', 'preferredLanguage', 'baseLocale'],
  routeStrategies: [
    { match: '/it/:path(.*)?', strategy: ['url', 'baseLocale'] },
    { match: '/', strategy: ['cookie', 'preferredLanguage', 'url', 'baseLocale'] },
    { match: `${SERVER_FN_BASE}/:path(.*)?`, exclude: true },
    { match: '/api/:path(.*)?', exclude: true },
  ],
  cookieName: 'PARAGLIDE_LOCALE',
  cookieMaxAge: localeCookieLifetimeDays * 24 * 60 * 60,
  isServer: 'import.meta.env.SSR',
  emitReadme: false,
}
