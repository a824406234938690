// ESLint flat config: one of the three parts of `npm run lint` (with `prettier --check` and knip).
// Formatting is Prettier's job, so no stylistic rules here. Why the server-only rule is shaped the way it is:
// docs/decisions/0013-lint-toolchain-and-server-only-imports.md.
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The site's language codes, read from the locale list (app.config.ts, a TypeScript module this config cannot import). */
const localeCodes = [...readFileSync(new URL('./app.config.ts', import.meta.url), 'utf8').matchAll(/\{ code: '([a-z-]+)'/g)].map(
  (m) => m[1],
)
const localeLiteral = `Literal[value=/^(${localeCodes.join('|')})$/]`

/** What browser code may not import: Node built-ins, database drivers, every `*.server` module (secrets, stores, mail),
 * and, statically, a `*.functions` module (it brings the server-function client along). */
// A type import is erased at build time (allowTypeImports): nothing of the module reaches the browser.
const browserForbiddenImports = {
  paths: ['better-sqlite3', 'pg', 'postgres', ...builtinModules].map((name) => ({
    name,
    allowTypeImports: true,
    message: 'Server-only: import it from a `*.server.ts` module (docs/decisions/0013).',
  })),
  patterns: [
    {
      regex: '^node:',
      allowTypeImports: true,
      message: 'Node built-ins are server-only: use them in a `*.server.ts` module (docs/decisions/0013).',
    },
    {
      regex: '\\.functions(\\.[cm]?[jt]sx?)?$',
      allowTypeImports: true,
      message:
        'A `*.functions` module is imported where it is called, through `callServerFn` (src/framework/lazyServerFnClient.ts): a static ' +
        'import puts the server-function client into the first load of every page that loads this module (docs/decisions/0064).',
    },
    {
      regex: '\\.server(\\.[cm]?[jt]sx?)?$',
      allowTypeImports: true,
      message:
        'A `*.server` module (secrets, stores, drivers) may only be imported by another `*.server` module, a `*.functions.ts` ' +
        'module or a resource route (docs/decisions/0013).',
    },
  ],
}

export default defineConfig([
  globalIgnores([
    '.output/',
    'node_modules/',
    'src/paraglide/',
    'src/routeTree.gen.ts',
    'public/',
    'reports/',
    'test-results/',
    'playwright-report/',
    'screenshots/',
    '.stryker-tmp/',
    'data/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  pluginRouter.configs['flat/recommended'],
  pluginQuery.configs['flat/recommended'],
  comments.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/exhaustive-deps': 'error', // a missing dependency is a stale-value bug, not a style choice
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Each disable comment must say why (`-- reason`), so that the next reader can judge it.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
    },
  },
  {
    // Playwright reads the fixtures a hook needs from its first parameter, which must be a pattern (even an empty one).
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Scripts and config files are plain Node (or JavaScript outside the TypeScript project).
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Server code logs through the JSON logger (src/platform/log.server.ts): one line per event, personal data scrubbed.
    files: ['src/**/*.server.ts', 'src/**/*.functions.ts', 'src/routes/api/**', 'src/routes/*.ts', 'src/server.ts', 'src/start.ts'],
    ignores: ['src/**/*.test.ts', 'src/**/*.bench.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Browser-reachable modules: everything in src except what only the server or the build ever loads.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.server.ts', // server-only by name: Start's import protection keeps them out of the client build
      'src/**/*.functions.ts', // server functions: the Start compiler strips every handler body from the client build
      'src/routes/api/**', // resource routes: only `server.handlers`, which the compiler strips from the client build
      'src/routes/*.ts', // the same for sitemap.xml and robots.txt (page routes are .tsx, __root.tsx included)
      'src/server.ts', // the server entry itself
      'src/content/vite-plugin.ts', // build time: runs inside Vite, never bundled
      'src/content/build.ts', // build time: called by the Vite plugin above
      'src/framework/localeMessages.ts', // build time: a Vite plugin (the browser gets what it writes, never the module)
      'src/errors/vite-plugin.ts', // build time: the source maps' plugin, inside Vite
      'src/**/*.test.ts', // unit tests run in Node
      'src/**/*.bench.ts', // benchmarks run in Node (vitest bench)
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', browserForbiddenImports] },
  },
  {
    // A language is one entry of the locale list (app.config.ts, docs/decisions/0066): code outside src/i18n/ derives
    // what it needs from it, and never compares a locale with a literal language code.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/**', 'src/paraglide/**', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.bench.ts', 'src/**/*.fixture.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/] > ${localeLiteral}`,
          message: 'Compare with the locale list (app.config.ts) or a helper of src/i18n/, not with a language code.',
        },
        {
          selector: `SwitchCase > ${localeLiteral}`,
          message: 'Derive per-language facts from the locale list (app.config.ts), not from a switch on language codes.',
        },
      ],
    },
  },
])
