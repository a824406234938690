// Mutation testing (`npm run test:mutation`): StrykerJS 10 with the Vitest runner and Vitest 5, on Node 22.12 or newer
// (CI runs the suite on Node 26, docs/decisions/0019). StrykerJS 10 refuses Node 20.

/**
 * The modules that carry the site's rules. Add a module here when it gains rules worth protecting (lead stores,
 * image service, webhook, search...); its unit tests are found by Vitest as usual. While working on one module:
 * `npx stryker run --mutate src/<folder>/<module>.ts`.
 */
export const ruleModules = [
  'src/catalogue/woocommerce.server.ts',
  'src/forms/schemas.ts',
  // The form field registry's derived readings (names, consent wording) and the phone rule.
  'src/forms/fields.ts',
  'src/forms/consentWording.ts',
  'src/forms/phone.ts',
  'src/i18n/rewrite.ts',
  'src/i18n/alternates.ts',
  'src/leads/leads.server.ts',
  'src/leads/store.server.ts',
  'src/server/headers.server.ts',
  'src/server/pageCache.server.ts',
  'src/lib/serverFnInput.ts',
  'src/seo/sitemap.ts',
  'src/seo/jsonLd.ts',
  'src/site/withOrigin.ts',
  'src/forms/outcome.ts',
  'src/i18n/locale.ts',
  // The page cache's key and the tracking parameters it ignores.
  'src/navigation/pageCacheKey.ts',
  'src/navigation/significantSearch.ts',
  // The image service's rules (widths, formats, what counts as an image, where a redirect may lead) and its URLs.
  'src/images/rules.ts',
  'src/images/imageUrls.ts',
  // The store's webhooks: signature and topic.
  'src/catalogue/webhook.server.ts',
  // Search: normalising, vocabulary, ranking, the query.
  'src/catalogue/searchText.ts',
  'src/catalogue/searchVocabulary.ts',
  'src/catalogue/searchRanking.ts',
  'src/catalogue/search.ts',
  // Lead stores' rules that need no database: the consent record and retention.
  'src/leads/consent.ts',
  'src/leads/retention.ts',
  // The home page's redirect target, and the small infrastructure every request goes through.
  'src/i18n/homeRedirect.ts',
  'src/lib/semaphore.ts',
  'src/lib/readCapped.server.ts',
  // The comparison: the selection read from `?products=` and `?compare=`, the products picked, the rows and what differs.
  'src/compare/selection.ts',
  'src/compare/comparison.ts',
  'src/compare/rows.ts',
  'src/compare/search.ts',
  'src/compare/languageSearch.ts',
  // Files for professionals (issue 41): the store's meta read, the download addresses, file sizes as shown.
  'src/catalogue/professionalMeta.ts',
  'src/downloads/links.ts',
  'src/downloads/fileSize.ts',
  // Issue 40: search filter values across languages, capacities by unit, the posts of a query, the print frame, and
  // when the green-diploma note covers a form field.
  'src/catalogue/facetWords.ts',
  'src/catalogue/capacityUnits.ts',
  'src/content/postMatches.ts',
  'src/compare/printFrame.ts',
  'src/components/layout/coversField.ts',
  // Real-user figures pushed to the dataLayer.
  'src/tracking/webVitals.ts',
  // Limits under abuse: the render lanes, which request takes which, the answer to a refused render, health's problems.
  'src/server/renderQueue.server.ts',
  'src/server/shedding.server.ts',
  'src/server/problems.ts',
  // Posts from WordPress: the HTML sanitiser (an allow-list), the players it keeps, the mapping of a post,
  // and the signed preview links. (Not here: webhook.server.ts and store.server.ts, rewritten this round.)
  'src/content/wordpress/sanitize.server.ts',
  'src/content/wordpress/mapping.server.ts',
  'src/content/embeds.ts',
  'src/content/preview.server.ts',
  'src/content/previewLink.ts',
  // Not here: store.postgres.server.ts and privacy.postgres.server.ts (their tests need a PostgreSQL server and
  // are skipped without one, so on such a machine every mutant would survive), and store.sqlite.server.ts (not
  // measured yet: each of its mutants runs the shared store suites, several seconds each at concurrency 1).
]

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts' },
  mutate: ruleModules,
  // Type errors are tsc's job. Stryker's tsconfig preprocessor calls TypeScript APIs that TypeScript 7 lacks: point it at
  // a file that does not exist so that it is skipped, whichever TypeScript is installed.
  tsconfigFile: 'stryker-has-no-tsconfig.json',
  coverageAnalysis: 'perTest',
  // Static mutants (module-level code such as the schema tables) each re-run every test file: hours on a small machine
  // (bench/README.md). They are skipped here; run `npx stryker run --ignoreStatic false` on a quiet machine.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 10_000,
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // The sandbox needs the sources, the content and the configs, not the build or test output.
  ignorePatterns: ['.output', 'test-results', 'playwright-report', 'screenshots', 'reports', 'data', 'bench', '.stryker-tmp'],
  cleanTempDir: 'always',
  // Reuses the results of unchanged mutants and tests from the last run (the file is git-ignored).
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
}
