// Paraglide compiler options, shared by the Vite plugin (vite.config.ts) and the code generation
// that runs before the type check (scripts/codegen.mjs), so both compile the same runtime.

const localeCookieLifetimeDays = 365 // app.config.ts `localeCookie.lifetimeDays`; a unit test keeps them equal.

/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // A page's language is its address's: its prefix, or the domain it came to (src/i18n/requestLocale.server.ts). Only
  // `/` consults the cookie and the browser, by redirecting (docs/specification.md §2, docs/decisions/0066). Not
  // Paraglide's `url` strategy: it knows one host, and builds URLPattern objects per URL (docs/decisions/0060).
  strategy: ['custom-address', 'baseLocale'],
  cookieName: 'PARAGLIDE_LOCALE',
  cookieMaxAge: localeCookieLifetimeDays * 24 * 60 * 60,
  isServer: 'import.meta.env.SSR',
  emitReadme: false,
}
