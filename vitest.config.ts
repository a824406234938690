import { getCountries } from 'libphonenumber-js/min'
import { defineConfig } from 'vitest/config'
import { localeCodes } from './app.config'
import { countryListsPlugin } from './src/forms/countryList'

export default defineConfig({
  plugins: [countryListsPlugin(getCountries(), localeCodes)],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Paraglide's compiler leaves timers alive (STACK.md): do not wait for them.
    teardownTimeout: 1000,
  },
})
