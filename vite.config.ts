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
import { defaultLocale, localeCodes } from './app.config'
import { contentPlugin } from './src/content/vite-plugin'
import { countryListsPlugin } from './src/forms/countryList'
import { serverSideSourceMaps } from './src/errors/vite-plugin'
import { frameworkChunkGroup } from './src/framework/chunkGroups'
import { lazyServerFnClient } from './src/framework/lazyServerFnClient'
import { localeMessages } from './src/framework/localeMessages'
import { SERVER_FN_BASE } from './src/framework/serverFunctions'

/**
 * Paraglide's Vite plugin compiles the messages for `vite dev` and recompiles them on edits. `npm run build` compiles
 * them first (scripts/codegen.mjs, as Paraglide's CLI would), so the build never starts the compiler, whose
 * dependencies leave ~30 s of timers alive after the build has written everything.
 */
const paraglideInDev = [paraglideVitePlugin(paraglideOptions)].flat().map((plugin): Plugin => ({ ...plugin, apply: 'serve' }))

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
    lazyServerFnClient(),
    paraglideInDev,
    // A page's scripts carry its own language's texts only (decision 0066).
    localeMessages({ locales: localeCodes, defaultLocale }),
    contentPlugin(fileURLToPath(new URL('.', import.meta.url))),
    countryListsPlugin(getCountries(), localeCodes),
    tailwindcss(),
    tanstackStart({ srcDirectory: 'src', serverFns: { base: SERVER_FN_BASE } }),
    react(),
    nitro({
      compressPublicAssets: { gzip: true, brotli: true },
      // A previous build's files, and a 404 no cache keeps for one no build has (src/framework/previousAssets.server.ts).
      routes: { '/assets/**': './src/framework/previousAssets.server.ts' },
    }),
    serverSideSourceMaps(),
  ],
})
