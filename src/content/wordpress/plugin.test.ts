import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { localeCodes } from '#app-config'
import { previewPayload } from '#src/content/previewLink.ts'
import { publicPath } from '#src/i18n/rewrite.ts'

/**
 * The WordPress plugin (wordpress/, PHP) keeps copies of facts whose home is here: the post pages'
 * paths in each language and the string a preview link signs. These tests fail when the two part.
 */
const plugin = (file: string) => readFileSync(fileURLToPath(new URL(`../../../wordpress/${file}`, import.meta.url)), 'utf8')

describe('the WordPress plugin', () => {
  it.each([
    ['post', '/inspiration-hub/$slug'],
    ['customer_story', '/customer-stories/$slug'],
  ] as const)('links %s to the site’s own page in every language', (type, page) => {
    const source = plugin('lumera-site/preview.php')
    const table = new RegExp(`'${type}'\\s*=>\\s*array\\(([^)]*)\\)`).exec(source)?.[1] ?? ''
    for (const locale of localeCodes) {
      const path = new RegExp(`'${locale}'\\s*=>\\s*'([^']+)'`).exec(table)?.[1]
      expect(path?.replace('{slug}', 'a-slug'), `${type} ${locale}`).toBe(publicPath(page, locale, { slug: 'a-slug' }))
    }
  })

  it('signs the string the site checks', () => {
    const source = plugin('lumera-site/preview.php')
    expect(source).toContain("'preview:' . LUMERA_PREVIEW_KINDS[ $post->post_type ] . ':' . $post->ID . ':' . $expires")
    expect(previewPayload('article', 12, 1800000000)).toBe('preview:article:12:1800000000')
    expect(source).toMatch(/'post'\s*=>\s*'article'/)
    expect(source).toMatch(/'customer_story'\s*=>\s*'story'/)
  })

  it('knows the site’s languages, the default first', () => {
    expect(plugin('lumera-site/config.php')).toContain(`const LUMERA_LANGUAGES = array( ${localeCodes.map((l) => `'${l}'`).join(', ')} );`)
  })
})
