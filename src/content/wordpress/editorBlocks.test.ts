import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { categories, localeCodes } from '#app-config'
import { claimIcons, coreBlocks, Href, noticeBlocks, siteBlocks, textBlocks, tints, type SiteBlockName } from '#src/blocks/model.ts'
import { noticeType, pageLayouts, wordpressPageFields } from '#src/content/pages/model.ts'
import { formIds } from '#src/forms/formIds.ts'

/**
 * The plugin registers the site's blocks for the block editor (wordpress/lumera-site/blocks/, decision 0070) with a
 * copy of the block model's names, attributes, defaults and choices. The editor leaves an attribute out of the
 * block's comment when it equals its block.json default, and the site then applies the model's: the two must be the
 * same, or a block would change its look on its way to the site. These tests fail when they part.
 */
const plugin = fileURLToPath(new URL('../../../wordpress/lumera-site/', import.meta.url))
const read = (file: string) => readFileSync(`${plugin}${file}`, 'utf8')

type BlockJson = {
  apiVersion: number
  name: string
  title: string
  category: string
  textdomain: string
  parent?: string[]
  editorScript: string
  editorStyle: string
  attributes: Record<string, { type: string; default?: unknown; enum?: unknown[]; required?: boolean; source?: string; items?: { enum?: unknown[] } }>
}
const folderOf = (name: string) => name.replace(/^lumera\//, '')
const blockJson = (name: string) => JSON.parse(read(`blocks/${folderOf(name)}/block.json`)) as BlockJson
const names = Object.keys(siteBlocks) as SiteBlockName[]

type Schema = v.GenericSchema & { type: string; wrapped?: Schema; options?: unknown[]; item?: Schema; pipe?: Array<{ type: string }> }
/** The schema an optional entry wraps, or the entry itself. */
const unwrap = (schema: Schema): Schema => (schema.type === 'optional' && schema.wrapped ? schema.wrapped : schema)

/** The block.json type an attribute's schema stands for. */
function jsonType(schema: Schema): string {
  const inner = unwrap(schema)
  if (inner.type === 'union' || inner.type === 'picklist') return 'string'
  if (inner.type === 'number') return inner.pipe?.some((action) => action.type === 'integer') ? 'integer' : 'number'
  return inner.type
}

/** A PHP constant's array of strings. */
function phpList(file: string, constant: string): string[] {
  const body = new RegExp(`const ${constant} = array\\(([^;]*)\\);`).exec(read(file))?.[1] ?? ''
  return [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]!)
}
/** A JavaScript list of `{ value: '…' }` choices in editor/choices.js. */
function jsChoices(list: string): string[] {
  const body = new RegExp(`const ${list} = \\[([\\s\\S]*?)\\n  \\]`).exec(read('editor/choices.js'))?.[1] ?? ''
  return [...body.matchAll(/value: '([^']+)'/g)].map((m) => m[1]!)
}

describe('the block editor’s copy of the block model', () => {
  it('has a folder with block.json and edit.js for each block of the site, and none other', () => {
    const folders = readdirSync(`${plugin}blocks`).sort()
    expect(folders).toEqual(names.map(folderOf).sort())
    for (const name of names) {
      expect(existsSync(`${plugin}blocks/${folderOf(name)}/edit.js`), name).toBe(true)
      expect(blockJson(name).name).toBe(name)
    }
  })

  it.each(names)('registers %s with API version 2, the plugin’s text domain, its editor script and the shared stylesheet', (name) => {
    const json = blockJson(name)
    expect(json).toMatchObject({
      apiVersion: 2,
      category: 'lumera',
      textdomain: 'lumera-site',
      editorScript: `lumera-block-${folderOf(name)}`,
      editorStyle: 'lumera-site-editor',
    })
    expect(read(`blocks/${folderOf(name)}/edit.js`)).toMatch(new RegExp(`'${name}'`))
  })

  it.each(names)('gives %s exactly the model’s attributes, types, choices, defaults and required ones, none sourced from HTML', (name) => {
    const schema = siteBlocks[name].attributes as unknown as { entries: Record<string, Schema> }
    const json = blockJson(name).attributes
    expect(Object.keys(json).sort()).toEqual(Object.keys(schema.entries).sort())
    for (const [key, entry] of Object.entries(schema.entries)) {
      const attribute = json[key]!
      const label = `${name} ${key}`
      expect(attribute.source, label).toBeUndefined()
      expect(attribute.type, label).toBe(jsonType(entry))
      const optional = entry.type === 'optional'
      expect(Boolean(attribute.required), label).toBe(!optional)
      expect(attribute.default, label).toEqual(optional ? v.getDefault(entry as v.OptionalSchema<Schema, unknown>) : undefined)
      const inner = unwrap(entry)
      if (inner.type === 'picklist') expect(attribute.enum, label).toEqual(inner.options)
      if (inner.type === 'array' && inner.item?.type === 'picklist') expect(attribute.items?.enum, label).toEqual(inner.item.options)
    }
  })

  it('lets a child block live only in its container, and saves inner blocks exactly where the model holds them', () => {
    for (const name of names) {
      const { inner } = siteBlocks[name]
      const edit = read(`blocks/${folderOf(name)}/edit.js`)
      expect(/\{ inner: true \}/.test(edit), name).toBe(inner !== 'none')
      if (inner.startsWith('lumera/')) {
        expect(blockJson(inner).parent, inner).toEqual([name])
        expect(edit, name).toContain(`child: '${inner}'`)
      }
      if (inner === 'text') expect(edit, name).toContain("allowed: 'text'")
    }
  })

  it('offers the text blocks, the core blocks and the notices’ blocks the model names', () => {
    expect(/const textBlocks = \[([^\]]*)\]/.exec(read('editor/block.js'))?.[1]?.match(/'[^']+'/g)?.map((s) => s.slice(1, -1))).toEqual([
      ...textBlocks,
    ])
    expect(phpList('blocks.php', 'LUMERA_PAGE_CORE_BLOCKS')).toEqual(Object.keys(coreBlocks))
    expect(phpList('notices.php', 'LUMERA_NOTICE_BLOCKS')).toEqual([...noticeBlocks])
  })

  it('offers the five lead forms, the palette, the collections and the claims’ icons of the site', () => {
    expect(jsChoices('forms')).toEqual([...formIds])
    expect(jsChoices('tints')).toEqual([...tints])
    expect(jsChoices('collections')).toEqual([...categories])
    expect(jsChoices('claimIcons')).toEqual([...claimIcons])
  })

  it('checks links as the site does', () => {
    const pattern = /const hrefPattern = (\/.*\/)\n/.exec(read('editor/actions.js'))?.[1]
    const regex = (Href.pipe as ReadonlyArray<{ type: string; requirement?: RegExp }>).find((action) => action.type === 'regex')?.requirement
    expect(pattern).toBe(String(regex))
  })

  it('names the page’s fields, layouts and the notice type as the site reads them', () => {
    const fields = read('page-fields.php') + read('page-meta.php')
    for (const field of Object.values(wordpressPageFields)) expect(fields, field).toContain(`'${field}'`)
    expect(phpList('page-meta.php', 'LUMERA_PAGE_LAYOUTS')).toEqual([...pageLayouts])
    const notices = read('notices.php')
    expect(notices).toContain(`'${noticeType.postType}',`)
    expect(notices).toContain(`'rest_base'           => '${noticeType.restBase}'`)
    for (const key of [noticeType.startsAt, noticeType.endsAt]) expect(notices).toContain(`'${key}'`)
  })

  it('names a language for each of the site’s languages', () => {
    const names = read('blocks.php')
    for (const locale of localeCodes) expect(names, locale).toMatch(new RegExp(`'${locale}' => __\\(`))
  })
})
