import { globSync, readFileSync } from 'node:fs'
import { getCountries } from 'libphonenumber-js/min'
import { defineConfig } from 'vitest/config'
import { localeCodes } from './app.config'
import { countryListsPlugin } from './src/forms/countryList'

const include = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts']

// Most test files share their workers (`isolate: false`): a fresh worker per file spent about half of the unit
// tests' time starting and importing (docs/decisions/0063; the times in bench/README.md). A file that
// replaces modules or globals, or holds process-wide state through the environment, keeps a fresh module graph of
// its own: its mocks and stubs must not leak into the files after it, nor theirs into it.
const needsFreshModules = /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(/
const isolated = globSync(include).filter((file) => needsFreshModules.test(readFileSync(file, 'utf8')))

export default defineConfig({
  plugins: [countryListsPlugin(getCountries(), localeCodes)],
  test: {
    environment: 'node',
    // Paraglide's compiler leaves timers alive: do not wait for them.
    teardownTimeout: 1000,
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
})
