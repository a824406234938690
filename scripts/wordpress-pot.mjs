// The WordPress plugin's strings for translators (docs/wordpress-plugin.md, "Translations of the plugin"): writes
// wordpress/lumera-site/languages/lumera-site.pot from the PHP and the editor's scripts (GNU gettext's xgettext) and
// from the blocks' block.json (titles, descriptions and keywords, in the contexts WordPress translates them with),
// then brings every lumera-site-<locale>.po up to date (msgmerge) and makes its .mo (msgfmt). New strings come out
// untranslated: translate them in the .po and run this again (`npm run test:unit` fails until then).
// Run: node scripts/wordpress-pot.mjs (needs Debian's gettext).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../wordpress/', import.meta.url))
const plugin = join(root, 'lumera-site')
const languages = join(plugin, 'languages')
const pot = join(languages, 'lumera-site.pot')
const common = ['--from-code=UTF-8', '--add-comments=translators:', '--no-wrap', '--no-location', '--sort-by-file']

const header = `# Strings of the Lumera site plugin, for translators (made by the site's scripts/wordpress-pot.mjs, see its docs/wordpress-plugin.md).
# This file is distributed under the same license as the plugin (GPL-2.0-or-later).
msgid ""
msgstr ""
"Project-Id-Version: Lumera site 1.2.0\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Domain: lumera-site\\n"
`

const quote = (text) => JSON.stringify(text)
const run = (command, args, options = {}) => execFileSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], ...options })

/** The block.json strings WordPress translates with `_x()` (translate_settings_using_i18n_schema). */
function blockJsonEntries() {
  const entries = []
  for (const folder of readdirSync(join(plugin, 'blocks')).sort()) {
    const json = JSON.parse(readFileSync(join(plugin, 'blocks', folder, 'block.json'), 'utf8'))
    entries.push(['block title', json.title], ['block description', json.description])
    for (const keyword of json.keywords ?? []) entries.push(['block keyword', keyword])
  }
  const seen = new Set()
  return entries
    .filter(([context, text]) => !seen.has(`${context}\u0004${text}`) && seen.add(`${context}\u0004${text}`))
    .map(([context, text]) => `msgctxt ${quote(context)}\nmsgid ${quote(text)}\nmsgstr ""\n`)
    .join('\n')
}

const work = mkdtempSync(join(tmpdir(), 'lumera-pot-'))
try {
  const php = [
    'lumera-site.php',
    ...readdirSync(plugin)
      .filter((f) => f.endsWith('.php'))
      .map((f) => `lumera-site/${f}`),
  ]
  const scripts = [
    ...readdirSync(join(plugin, 'editor'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `lumera-site/editor/${f}`),
    ...readdirSync(join(plugin, 'blocks')).map((f) => `lumera-site/blocks/${f}/edit.js`),
  ]
  const keywords = ['__', 'esc_html__', 'esc_attr__', '_e', 'esc_html_e', '_x:1,2c', '_n:1,2']
  run('xgettext', ['--language=PHP', ...keywords.map((k) => `--keyword=${k}`), ...common, '-o', join(work, 'php.pot'), ...php])
  run('xgettext', ['--language=JavaScript', ...keywords.map((k) => `--keyword=${k}`), ...common, '-o', join(work, 'js.pot'), ...scripts])
  writeFileSync(join(work, 'blocks.pot'), `${header}\n${blockJsonEntries()}`)
  const merged = run(
    'msgcat',
    ['--use-first', '--no-wrap', '--no-location', join(work, 'php.pot'), join(work, 'js.pot'), join(work, 'blocks.pot')],
    {
      encoding: 'utf8',
    },
  )
  // Everything after the header entry, under the plugin's own header.
  const body = merged.slice(merged.indexOf('\n\n', merged.indexOf('msgid ""')) + 2)
  writeFileSync(pot, `${header}\n${body}`)
  for (const po of readdirSync(languages).filter((f) => f.endsWith('.po'))) {
    run('msgmerge', ['--quiet', '--no-wrap', '--no-location', '--no-fuzzy-matching', '--backup=off', '-U', join(languages, po), pot])
    run('msgfmt', ['-o', join(languages, po.replace(/\.po$/, '.mo')), join(languages, po)])
  }
  console.log(`${pot}: ${(body.match(/^msgid /gm) ?? []).length} strings`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
