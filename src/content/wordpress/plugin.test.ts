import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { localeCodes } from '#app-config'
import { previewPayload } from '#src/content/previewLink.ts'
import { signPreview } from '#src/content/preview.server.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { inContext, readMo, readPo } from '../../../tests/unit/support/gettext'

/**
 * The WordPress plugin (wordpress/, PHP) keeps copies of facts whose home is here: the post pages'
 * paths in each language and the string a preview link signs. These tests fail when the two part,
 * when a PHP file does not parse, or when its Italian translation is missing or out of date.
 */
const root = fileURLToPath(new URL('../../../wordpress/', import.meta.url))
const plugin = (file: string) => readFileSync(`${root}${file}`, 'utf8')
const phpFiles = ['lumera-site.php', 'uninstall.php', ...readdirSync(`${root}lumera-site`).filter((f) => f.endsWith('.php')).map((f) => `lumera-site/${f}`)]
/** The block editor's scripts (no build: what an operator installs) and the blocks' block.json files. */
const scriptFiles = [
  ...readdirSync(`${root}lumera-site/editor`)
    .filter((f) => f.endsWith('.js'))
    .map((f) => `lumera-site/editor/${f}`),
  ...readdirSync(`${root}lumera-site/blocks`).map((f) => `lumera-site/blocks/${f}/edit.js`),
]
const blockJsonFiles = readdirSync(`${root}lumera-site/blocks`).map((f) => `lumera-site/blocks/${f}/block.json`)
const hasPhp = existsSync('/usr/bin/php')
const hasPhpcs = existsSync('/usr/bin/phpcs')

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

  it.skipIf(!hasPhp)('signs previews as the site checks them, under the parameter names the site reads', () => {
    const signed = execFileSync('php', [], {
      encoding: 'utf8',
      input: `<?php define('ABSPATH', '/'); require '${root}lumera-site/preview-signing.php';
echo lumera_preview_signature(lumera_preview_payload('story', 12, 3, 1800003600, 9), 'a-preview-key-of-at-least-32-characters'), "\\n";
echo lumera_preview_signature(lumera_preview_payload(LUMERA_PREVIEW_KINDS['post'], 12, 3, 1800003600, null), 'a-preview-key-of-at-least-32-characters');`,
    }).split('\n')
    const key = 'a-preview-key-of-at-least-32-characters'
    expect(signed).toEqual([signPreview(key, 'story', 12, 3, 1800003600, 9), signPreview(key, 'article', 12, 3, 1800003600)])
    expect(previewPayload('article', 12, 3, 1800000000)).toBe('preview:article:12:3:1800000000')
    const link = plugin('lumera-site/preview.php')
    for (const name of ['preview_id', 'user', 'expires', 'cover', 'signature']) expect(link).toContain(`'${name}'`)
    const kinds = plugin('lumera-site/preview-signing.php')
    expect(kinds).toMatch(/'post'\s*=>\s*'article'/)
    expect(kinds).toMatch(/'customer_story'\s*=>\s*'story'/)
  })

  it('knows the site’s languages, the default first', () => {
    expect(plugin('lumera-site/config.php')).toContain(`const LUMERA_LANGUAGES = array( ${localeCodes.map((l) => `'${l}'`).join(', ')} );`)
  })

  it('loads every file it has, and hooks named functions only (they can be unhooked)', () => {
    const loader = plugin('lumera-site.php')
    for (const file of phpFiles.filter((f) => f.startsWith('lumera-site/'))) expect(loader).toContain(`'/${file}'`)
    for (const file of phpFiles) expect(plugin(file), file).not.toMatch(/\bfunction\s*\(|\bfn\s*\(/)
  })

  // The loader as WordPress loads must-use plugins, with only what it calls while loading stood in for.
  it.skipIf(!hasPhp).each([
    [false, 2, null, 'loads'],
    [true, 1, null, 'loads'],
    [true, 2, null, 'stays out'],
    [true, 2, 2, 'loads'],
    [true, 1, 2, 'stays out'],
  ])('on a network: %s, site %d, LUMERA_SITE_BLOG_ID %s: the plugin %s', (network, site, served, expected) => {
    const loaded = execFileSync('php', [], {
      encoding: 'utf8',
      input: `<?php
define('ABSPATH', '/'); define('HOUR_IN_SECONDS', 3600);
function is_multisite() { return ${network}; } function get_current_blog_id() { return ${site}; } function get_main_site_id() { return 1; }
function add_action() {} function add_filter() {} function register_activation_hook() {} function register_deactivation_hook() {}
${served === null ? '' : `define('LUMERA_SITE_BLOG_ID', ${served});`}
require '${root}lumera-site.php';
echo function_exists('lumera_register_content') ? 'loads' : 'stays out';`,
    })
    expect(loaded).toBe(expected)
  })

  it.skipIf(!hasPhp).each(phpFiles)('%s parses on the machine’s PHP', (file) => {
    expect(execFileSync('php', ['-l', `${root}${file}`], { encoding: 'utf8' })).toContain('No syntax errors')
  })

  // PHP 8.3 is not packaged here: what PHP 8.2 and 8.3 deprecate is looked for instead (docs/decisions/0041).
  it.each([
    ['${} inside a string', /"[^"\n]*\$\{/],
    ['utf8_encode or utf8_decode', /\butf8_(?:en|de)code\(/],
    ['a callable string naming self, parent or static', /['"](?:self|parent|static)::/],
    ['get_class() or get_parent_class() without an argument', /\bget_(?:parent_)?class\(\s*\)/],
    ['a property set on an object of a class that does not declare it', /\$this->\w+\s*=(?!=)/],
    ['string increments', /\$\w+(?:\+\+|--)|(?:\+\+|--)\$\w+/],
    ['range() over letters', /\brange\(\s*['"]/],
    ['assert_options() or mb_strimwidth()', /\b(?:assert_options|mb_strimwidth)\(/],
  ])('uses no %s (deprecated in PHP 8.2 or 8.3)', (_, construct) => {
    for (const file of phpFiles) expect(plugin(file), file).not.toMatch(construct)
  })

  it('makes its story type and every field it registers known to WPML and Polylang, each field per language', () => {
    const config = plugin('lumera-site/wpml-config.xml')
    expect(config).toContain('<custom-type translate="1">customer_story</custom-type>')
    const fields = [...plugin('lumera-site/post-types.php').matchAll(/register_post_meta\(\s*\$type,\s*'(\w+)'/g)].map((m) => m[1])
    expect(fields).toEqual(['lumera_client', 'lumera_location', 'lumera_products'])
    for (const field of fields) expect(config).toContain(`<custom-field action="translate">${field}</custom-field>`)
    expect(plugin('lumera-site/polylang.php')).toContain(`const LUMERA_PER_LANGUAGE_META = array( ${fields.map((f) => `'${f}'`).join(', ')} );`)
    for (const key of ['_lumera_lang', '_lumera_translations']) expect(config).toContain(`<custom-field action="ignore">${key}</custom-field>`)
  })

  it('states the same versions and requirements in its header and its readme.txt', () => {
    const header = plugin('lumera-site.php')
    const readme = plugin('readme.txt')
    const field = (text: string, name: string) => new RegExp(`^[ *]*${name}:\\s*(.+)$`, 'm').exec(text)?.[1]?.trim()
    for (const name of ['Requires at least', 'Requires PHP']) expect(field(readme, name), name).toBe(field(header, name))
    expect(field(readme, 'Stable tag')).toBe(field(header, 'Version'))
    expect(field(readme, 'Tested up to')).toMatch(/^\d+\.\d+$/)
    expect(readme).toMatch(/^== External services ==$/m)
  })

  it.skipIf(!hasPhp)('does nothing when WordPress loads its uninstall.php as a must-use plugin', () => {
    const loaded = execFileSync('php', [], {
      encoding: 'utf8',
      input: `<?php define('ABSPATH', '/'); require '${root}uninstall.php'; echo 'still running';`,
    })
    expect(loaded).toBe('still running')
  })

  // The WordPress Coding Standards cannot be installed here; the ruleset's own prefix sniff stands in for theirs.
  it.skipIf(!hasPhpcs)('refuses, in its coding standard, a global name without the plugin’s prefix', () => {
    const fixture = fileURLToPath(new URL('../../../tools/phpcs/LumeraSite/fixtures/unprefixed.php.inc', import.meta.url))
    const run = spawnSync('phpcs', ['-q', '--report=json', '--extensions=inc', fixture], { encoding: 'utf8' })
    const found = Object.values((JSON.parse(run.stdout) as { files: Record<string, { messages: Array<{ source: string }> }> }).files)
      .flatMap((file) => file.messages.map((message) => message.source))
      .filter((source) => source.startsWith('LumeraSite.'))
    expect(found.sort()).toEqual(
      ['Class', 'Constant', 'Constant', 'Function', 'Hook', 'Variable', 'Variable', 'Variable'].map(
        (kind) => `LumeraSite.NamingConventions.PrefixAllGlobals.${kind}NotPrefixed`,
      ),
    )
  })
})

/** Every translation shipped in languages/: each must cover the plugin's strings and ship its .mo. */
const translations = readdirSync(`${root}lumera-site/languages`)
  .map((file) => /^lumera-site-(\w+)\.po$/.exec(file)?.[1])
  .filter((locale) => locale !== undefined)

it('ships translations, Italian among them', () => expect(translations).toContain('it_IT'))

describe.each(translations)('the WordPress plugin in %s', (locale) => {
  const po = readPo(plugin(`lumera-site/languages/lumera-site-${locale}.po`))
  /** Every string the PHP and the scripts hand to a translation function, with its text domain. */
  const calls = [...phpFiles, ...scriptFiles].flatMap((file) =>
    [...plugin(file).matchAll(/\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|_x|_n)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'([^']*)'/g)].map((m) => ({
      file,
      text: m[1]!.replace(/\\(['\\])/g, '$1'),
      domain: m[2],
    })),
  )
  /** The blocks' titles, descriptions and keywords, which WordPress translates in their contexts. */
  const blockStrings = blockJsonFiles.flatMap((file) => {
    const json = JSON.parse(plugin(file)) as { title: string; description: string; keywords?: string[]; textdomain: string }
    const domain = json.textdomain
    return [
      { file, domain, text: inContext('block title', json.title) },
      { file, domain, text: inContext('block description', json.description) },
      ...(json.keywords ?? []).map((keyword) => ({ file, domain, text: inContext('block keyword', keyword) })),
    ]
  })

  it('translates every string of the plugin, its editor scripts and its blocks, in its own text domain', () => {
    expect(calls.filter((c) => c.file.endsWith('.php')).length).toBeGreaterThan(30)
    expect(calls.filter((c) => c.file.endsWith('.js')).length).toBeGreaterThan(100)
    for (const { file, text, domain } of [...calls, ...blockStrings]) {
      expect(domain, `${file}: ${text}`).toBe('lumera-site')
      expect(po.get(text), `${file}: ${text}`).toBeTruthy()
    }
  })

  it('keeps no translation of a string the plugin no longer has', () => {
    const texts = new Set([...calls, ...blockStrings].map((c) => c.text))
    expect([...po.keys()].filter((text) => !texts.has(text))).toEqual([])
  })

  it(`ships the .mo made from the .po (msgfmt -o lumera-site-${locale}.mo lumera-site-${locale}.po)`, () => {
    const mo = readMo(readFileSync(`${root}lumera-site/languages/lumera-site-${locale}.mo`))
    mo.delete('')
    expect(mo).toEqual(po)
  })

  it('keeps the placeholders of every string in its translation', () => {
    const placeholders = (text: string) => (text.match(/%(?:\d\$)?[sd]/g) ?? []).sort()
    for (const [text, translation] of po) expect(placeholders(translation), text).toEqual(placeholders(text))
  })
})
