// Paraglide compiler options, shared by the Vite plugin (vite.config.ts) and the code generation
// that runs before the type check (scripts/codegen.mjs), so both compile the same runtime.

const localeCookieLifetimeDays = 365 // app.config.ts `localeCookie.lifetimeDays`; a unit test keeps them equal.

/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // Locale detection (docs/specification.md §2): URL prefix, cookie, browser languages, default. Every English URL is
  // unprefixed, so only the home page `/` consults the cookie and the browser (and may redirect to /it): the
  // custom strategy of src/i18n/homeLocale.server.ts, which answers nothing for any other path, so `url` decides
  // there. Not Paraglide's route strategies: they build URLPattern objects per URL (docs/decisions/0060).
  strategy: ['custom-home', 'url', 'baseLocale'],
  cookieName: 'PARAGLIDE_LOCALE',
  cookieMaxAge: localeCookieLifetimeDays * 24 * 60 * 60,
  isServer: 'import.meta.env.SSR',
  emitReadme: false,
}
