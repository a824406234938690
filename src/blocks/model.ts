/**
 * The site's blocks (decision 0069): every block an editor can put in a page, with its attributes as valibot
 * schemas. One home for the wire contract: the WordPress plugin registers these names with these attributes (all
 * stored in the block's comment, none sourced from its HTML), the embedded documents under `content/pages/` use
 * them, and the site validates every block against them before it renders it.
 *
 * Server and build code import the schemas; browser code imports only the types (valibot stays out of the first load).
 */
import * as v from 'valibot'
import { categories } from '#app-config'
import { formIds } from '#src/forms/formIds.ts'

/**
 * Words an editor writes inline: HTML with `<strong>`, `<em>`, `<a href>`, `<br>`, `<sub>`, `<sup>`. The server
 * passes its own, which sanitises them (`defineBlocks`); this one only checks the length (the types, the tests).
 */
export type RichText = (max: number) => v.GenericSchema<string, string>
const checkedRich: RichText = (max) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))
/** Plain text: no markup at all (alternative texts, labels, years). */
const plain = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), v.regex(/^[^<>]*$/, 'must not contain markup'))
const optionalPlain = (max: number) => v.optional(v.union([v.literal(''), plain(max)]), '')
const pixels = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12_000))

/**
 * A link's target: a page of the site written as its public path in the page's language (`/showcases`,
 * `/it/vetrine-refrigerate`, optionally with `#anchor`), an anchor of the same page, or an outside http(s) address.
 * A WordPress editor may paste the site's absolute address: the site makes it root-relative before validating.
 */
export const Href = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500),
  v.regex(
    /^(?:\/(?!\/)[^\s<>"]*|#[\w-]{1,80}|https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+|tel:\+?[\d\s-]+)$/,
    'must be a site path, an anchor or an http(s) address',
  ),
)

/**
 * A picture: a drawing of the site (`/images/...`, in the embedded documents) or a photo from WordPress's media
 * library (its `id` and the upload's address, which must be on WordPress's origin: the image service serves it).
 */
export const Picture = v.object({
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  src: v.pipe(
    v.string(),
    v.maxLength(1000),
    v.regex(/^(?:\/images\/[\w/.-]+|https?:\/\/[^\s<>"]+)$/, 'must be /images/... or an http(s) address'),
  ),
  alt: v.optional(v.union([v.literal(''), plain(300)]), ''),
  width: pixels,
  height: pixels,
})
export type Picture = v.InferOutput<typeof Picture>

/** A call to action: a link, or one of the five lead forms opened in a dialog (its page when scripts are off). */
export const Action = v.pipe(
  v.object({
    label: plain(80),
    href: v.optional(Href),
    form: v.optional(v.picklist(formIds)),
    style: v.optional(v.picklist(['primary', 'secondary', 'link']), 'primary'),
  }),
  v.check((action) => (action.href === undefined) !== (action.form === undefined), 'needs either href or form, not both'),
)
export type Action = v.InferOutput<typeof Action>

/** Backgrounds an editor may give a section or a picture: the site's palette, never a free colour. */
export const tints = ['paper', 'cream', 'ink', 'bakery', 'icecream', 'wine', 'meat', 'chocolate'] as const
export const Tint = v.picklist(tints)
export type Tint = (typeof tints)[number]

/** The line icons a claim may show (drawn by the site). */
export const claimIcons = ['italy', 'energy', 'wifi', 'custom', 'solar', 'years', 'r290', 'glass'] as const

const Category = v.picklist(categories)
/** Product slugs, in the page's language. */
const productSlug = v.pipe(v.string(), v.regex(/^[\p{L}\p{N}_-]{1,200}$/u))
const postSlug = productSlug

/**
 * Every block of the site: its attributes, and which blocks it may hold (`inner`: none, text blocks, any block, or
 * only the named child kind), with the rich-text schema the caller gives (the server's sanitises).
 */
export function defineBlocks(rich: RichText) {
  const optionalRich = (max: number) => v.optional(v.union([v.literal(''), rich(max)]), '')
  return {
    /** The opening of a page: eyebrow, heading (the page's h1 when it opens the page), lead, calls to action, picture. */
    'lumera/hero': {
      attributes: v.object({
        eyebrow: optionalPlain(160),
        heading: rich(160),
        lead: optionalRich(600),
        picture: v.optional(Picture),
        actions: v.optional(v.pipe(v.array(Action), v.maxLength(2)), []),
        /** The brand film's play button over the picture. */
        film: v.optional(v.boolean(), false),
      }),
      inner: 'none',
    },
    /** A section with an eyebrow, a heading, a lead and an action, holding other blocks. */
    'lumera/section': {
      attributes: v.object({
        eyebrow: optionalPlain(160),
        heading: optionalRich(200),
        lead: optionalRich(600),
        tint: v.optional(Tint, 'paper'),
        actions: v.optional(v.pipe(v.array(Action), v.maxLength(2)), []),
        /** Where the actions go: beside the heading, or after the section's blocks. */
        actionsAt: v.optional(v.picklist(['heading', 'end']), 'heading'),
      }),
      inner: 'any',
    },
    /** Text beside a picture: eyebrow, heading, then the text blocks it holds; `flip` puts the picture first. */
    'lumera/text-picture': {
      attributes: v.object({
        eyebrow: optionalPlain(160),
        heading: rich(200),
        picture: Picture,
        flip: v.optional(v.boolean(), false),
        tint: v.optional(Tint, 'cream'),
      }),
      inner: 'text',
    },
    /** A column of text (paragraphs, headings, lists, quotes) at reading width, with an optional heading. */
    'lumera/text': {
      attributes: v.object({ eyebrow: optionalPlain(160), heading: optionalRich(200) }),
      inner: 'text',
    },
    /** A picture with its caption. */
    'lumera/picture': {
      attributes: v.object({ picture: Picture, caption: optionalRich(300), width: v.optional(v.picklist(['text', 'wide']), 'wide') }),
      inner: 'none',
    },
    /** The yearly energy and CO2 savings and the solar share: the figures are the site's, the words the editor's. */
    'lumera/figures': {
      attributes: v.object({
        heading: optionalRich(200),
        energyLabel: plain(120),
        energyUnit: plain(20),
        co2Label: plain(120),
        co2Unit: plain(20),
        solarLabel: plain(120),
        note: optionalRich(600),
        tone: v.optional(v.picklist(['dark', 'light']), 'dark'),
      }),
      inner: 'none',
    },
    /** Horizontal bars comparing figures (the refrigerants' warming potential), beside a heading and a text. */
    'lumera/bars': {
      attributes: v.object({
        eyebrow: optionalPlain(160),
        heading: rich(200),
        text: optionalRich(1000),
        caption: plain(200),
        /** How a value is written, `{value}` standing for the number in the page's language: "GWP {value}". */
        valueFormat: v.optional(v.pipe(plain(60), v.includes('{value}')), '{value}'),
      }),
      inner: 'lumera/bar',
    },
    'lumera/bar': {
      attributes: v.object({
        label: plain(60),
        value: v.pipe(v.number(), v.minValue(0), v.maxValue(1e9)),
        highlight: v.optional(v.boolean(), false),
      }),
      inner: 'none',
    },
    /** The collections as tiles (home) or large cards with their number of models (the showcases page). */
    'lumera/collections': {
      attributes: v.object({
        layout: v.optional(v.picklist(['tiles', 'cards']), 'tiles'),
        collections: v.optional(v.pipe(v.array(Category), v.minLength(1), v.maxLength(categories.length)), [...categories]),
      }),
      inner: 'none',
    },
    /** Claims with their icons, in a grid. */
    'lumera/claims': { attributes: v.object({}), inner: 'lumera/claim' },
    'lumera/claim': {
      attributes: v.object({ icon: v.picklist(claimIcons), title: plain(120), text: rich(400) }),
      inner: 'none',
    },
    /** Dated milestones. */
    'lumera/timeline': { attributes: v.object({ heading: rich(200) }), inner: 'lumera/milestone' },
    'lumera/milestone': { attributes: v.object({ year: plain(12), text: rich(400) }), inner: 'none' },
    /** Numbered steps of a process. */
    'lumera/steps': { attributes: v.object({ heading: rich(200) }), inner: 'lumera/step' },
    'lumera/step': { attributes: v.object({ title: plain(120), text: rich(400) }), inner: 'none' },
    /** A row of products: picked by the editor, one collection's, or the first of each collection. */
    'lumera/products': {
      attributes: v.pipe(
        v.object({
          source: v.optional(v.picklist(['picked', 'collection', 'one-per-collection']), 'picked'),
          products: v.optional(v.pipe(v.array(productSlug), v.maxLength(12)), []),
          collection: v.optional(Category),
          count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)), 4),
        }),
        v.check((a) => a.source !== 'picked' || a.products.length > 0, 'a picked row needs products'),
        v.check((a) => a.source !== 'collection' || a.collection !== undefined, 'a collection row needs its collection'),
      ),
      inner: 'none',
    },
    /** Customer stories or articles: the featured story, the latest, or picked ones (slugs in the page's language). */
    'lumera/posts': {
      attributes: v.pipe(
        v.object({
          kind: v.picklist(['story', 'article']),
          source: v.optional(v.picklist(['featured', 'latest', 'picked']), 'latest'),
          posts: v.optional(v.pipe(v.array(postSlug), v.maxLength(6)), []),
          count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)), 3),
        }),
        v.check((a) => a.source !== 'picked' || a.posts.length > 0, 'picked posts need their slugs'),
        v.check((a) => a.source !== 'featured' || a.kind === 'story', 'only a story can be the featured one'),
      ),
      inner: 'none',
    },
    /** A row of calls to action (links or lead forms), e.g. at the end of a page. */
    'lumera/actions': { attributes: v.object({ actions: v.pipe(v.array(Action), v.minLength(1), v.maxLength(3)) }), inner: 'none' },
    /** A quote and who said it. */
    'lumera/quote': { attributes: v.object({ text: rich(800), cite: optionalPlain(120), role: optionalPlain(160) }), inner: 'none' },
    /** A call to action: heading, text and up to two actions (a link, or a lead form) on a coloured card or panel. */
    'lumera/call-to-action': {
      attributes: v.object({
        heading: rich(200),
        text: optionalRich(600),
        actions: v.pipe(v.array(Action), v.minLength(1), v.maxLength(2)),
        tint: v.optional(Tint, 'cream'),
        /** A card (in a row of cards: put several in core/columns) or a full-width panel. */
        layout: v.optional(v.picklist(['card', 'panel']), 'card'),
      }),
      inner: 'none',
    },
    /** The thin banner above the header (a notice's one block). */
    'lumera/announcement': { attributes: v.object({ text: rich(300), action: v.optional(Action) }), inner: 'none' },
    /** The Green Diploma note in the corner (a notice's one block). */
    'lumera/green-diploma': {
      attributes: v.object({ title: plain(120), badge: plain(40), text: rich(600), linkLabel: plain(80), href: Href }),
      inner: 'none',
    },
  } as const satisfies Record<`lumera/${string}`, { attributes: v.GenericSchema; inner: 'none' | 'any' | 'text' | `lumera/${string}` }>
}

/** The blocks with rich text only checked, not sanitised: for types, the build's checks and tests. */
export const siteBlocks = defineBlocks(checkedRich)

export type SiteBlockName = keyof typeof siteBlocks
export type SiteBlockAttributes<N extends SiteBlockName> = v.InferOutput<(typeof siteBlocks)[N]['attributes']>

/**
 * The core blocks the site renders (with its own components and styles). Their words live in their HTML (WordPress's
 * own format), which the site sanitises as it does posts; the attributes read here are the few that change the shape.
 */
export const coreBlocks = {
  'core/paragraph': v.object({}),
  'core/heading': v.object({ level: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)), 2) }),
  'core/list': v.object({ ordered: v.optional(v.boolean(), false) }),
  'core/list-item': v.object({}),
  'core/quote': v.object({}),
  'core/image': v.object({ id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
  'core/buttons': v.object({}),
  'core/button': v.object({}),
  'core/columns': v.object({}),
  'core/column': v.object({}),
  'core/separator': v.object({}),
} as const satisfies Record<`core/${string}`, v.GenericSchema>

export type CoreBlockName = keyof typeof coreBlocks
export type BlockName = SiteBlockName | CoreBlockName

/** Blocks a "text" container may hold (`inner: 'text'`): the words of a section, not its layout. */
export const textBlocks: ReadonlyArray<CoreBlockName> = [
  'core/paragraph',
  'core/heading',
  'core/list',
  'core/quote',
  'core/image',
  'core/buttons',
  'core/separator',
]

/** Blocks a notice holds: exactly one of these. */
export const noticeBlocks = ['lumera/announcement', 'lumera/green-diploma'] as const satisfies ReadonlyArray<SiteBlockName>

export const isSiteBlock = (name: string): name is SiteBlockName => Object.hasOwn(siteBlocks, name)
export const isCoreBlock = (name: string): name is CoreBlockName => Object.hasOwn(coreBlocks, name)
