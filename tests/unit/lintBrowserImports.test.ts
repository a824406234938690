/**
 * The lint's browser-import rule (eslint.config.js), run on sample modules: browser code may not import a `*.functions`
 * module statically (decision 0064) nor a `*.server` module (decision 0013); server code, type imports and imports made
 * where they are called may.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's own configuration, without type information: the rule reads import paths only, and the samples
// are not files of the TypeScript project.
const eslint = new ESLint({ overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } } })

async function restrictedImports(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path })
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message)
}

// Loading the configuration and its plugins takes seconds on a busy machine: once, before the samples.
beforeAll(() => restrictedImports('src/components/Sample.tsx', ''), 120_000)

describe('browser code and server functions', () => {
  it.each([
    ['a component', 'src/components/catalogue/Sample.tsx', "import { fetchCatalogue } from '#src/catalogue/catalogue.functions.ts'"],
    ['a query module', 'src/catalogue/sample.ts', "import { fetchSearch } from './search.functions'"],
    ['a page route', 'src/routes/{-$locale}/_site/sample.tsx', "export { fetchLegal } from '#src/content/content.functions.ts'"],
  ])('refuses a static import of a `*.functions` module from %s', async (_, path, code) => {
    const messages = await restrictedImports(path, `${code}\n`)
    expect(messages).toEqual([expect.stringContaining('callServerFn')])
  })

  it.each([
    [
      'an import where it is called',
      'src/components/catalogue/Sample.tsx',
      "export const load = () => import('#src/catalogue/catalogue.functions.ts')",
    ],
    [
      'a type import',
      'src/routes/{-$locale}/_site/sample.ts',
      "import type { fetchPost } from '#src/content/content.functions.ts'\nexport type P = typeof fetchPost",
    ],
    [
      'another `*.functions` module',
      'src/content/sample.functions.ts',
      "export { fetchCatalogue } from '#src/catalogue/catalogue.functions.ts'",
    ],
    ['a resource route', 'src/routes/api/sample.ts', "export { fetchCatalogue } from '#src/catalogue/catalogue.functions.ts'"],
  ])('allows %s', async (_, path, code) => {
    expect(await restrictedImports(path, `${code}\n`)).toEqual([])
  })

  it('still refuses a `*.server` module in browser code', async () => {
    const messages = await restrictedImports('src/components/Sample.tsx', "export { productFeed } from '#src/catalogue/feed.server.ts'\n")
    expect(messages).toEqual([expect.stringContaining('docs/decisions/0013')])
  })
})
