import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig, type Plugin } from 'vite'
import { paraglideOptions } from './paraglide.config.mjs'
import { getCountries } from 'libphonenumber-js/min'
import { localeCodes } from './app.config'
import { contentPlugin } from './src/content/vite-plugin'
import { countryListsPlugin } from './src/forms/countryList'
import { frameworkChunkGroup } from './src/framework/chunkGroups'
import { lazyServerFnClient } from './src/framework/lazyServerFnClient'
import { SERVER_FN_BASE } from './src/framework/serverFnBase.js'

/**
 * Paraglide's compiler keeps ~30 s of timers alive after `vite build` has written everything
 * (STACK.md). This plugin runs last and ends the process once the whole app is built.
 */
function exitWhenBuilt(): Plugin {
  return {
    name: 'lumera:exit-when-built',
    apply: 'build',
    enforce: 'post',
    buildApp: {
      order: 'post',
      async handler() {
        setTimeout(() => process.exit(0), 50)
      },
    },
  }
}

/**
 * The browser never detects the locale itself (src/i18n/browserLocale.ts), so Paraglide's
 * URLPattern polyfill is replaced by an empty module in the client bundle only.
 */
function noUrlPatternPolyfillInBrowser(): Plugin {
  const polyfill = '@inlang/paraglide-js/urlpattern-polyfill'
  return {
    name: 'lumera:no-urlpattern-polyfill-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === polyfill ? `\0${polyfill}` : undefined),
    load: (id) => (id === `\0${polyfill}` ? 'export {}' : undefined),
  }
}

/** The build's release for error reports (docs/decisions/0051): the version and, in a git checkout, the commit. */
function releaseName(): string {
  const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as { version: string }
  try {
    return `lumera-site@${version}+${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}`
  } catch {
    return `lumera-site@${version}`
  }
}

export default defineConfig({
  server: { port: 3000 },
  define: { 'import.meta.env.LUMERA_RELEASE': JSON.stringify(releaseName()) },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The framework every page needs, in one file: fewer requests and better compression.
                frameworkChunkGroup,
                // The five collections' texts travel together (home tiles, menus, collection pages).
                {
                  name: 'collection-texts',
                  test: /src\/(paraglide\/messages\/collection_\w+\.js|components\/catalogue\/collectionLead\.ts)/,
                },
                // The home page's sections and texts in one file (most first visits land there): one file of
                // several small ones compresses better (issue 29's first-load budget). The about, custom-made and
                // sustainability pages, which show the claims and figures too, load it as well. Not the home route
                // itself: its dependencies would follow it (the product and story cards, which search and lists need).
                {
                  name: 'home',
                  test: /src\/(components\/home\/|paraglide\/messages\/(home|claim|impact)_\w+\.js)/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    noUrlPatternPolyfillInBrowser(),
    lazyServerFnClient(),
    paraglideVitePlugin(paraglideOptions),
    contentPlugin(fileURLToPath(new URL('.', import.meta.url))),
    countryListsPlugin(getCountries(), localeCodes),
    tailwindcss(),
    tanstackStart({ srcDirectory: 'src', serverFns: { base: SERVER_FN_BASE } }),
    react(),
    nitro({ compressPublicAssets: { gzip: true, brotli: true } }),
    exitWhenBuilt(),
  ],
})
