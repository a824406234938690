/** The download routes' parameters (server only: pages import links.ts without a schema library). */
import * as v from 'valibot'
import { localeCodes } from '#app-config'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { madeFiles, type MadeFileName } from './links'

const Locale = v.picklist(localeCodes)
const Slug = v.pipe(v.string(), v.regex(URL_SLUG_PATTERN))

export const MadeFileParams = v.object({ locale: Locale, slug: Slug, file: v.picklist(Object.keys(madeFiles) as MadeFileName[]) })
export const StoreFileParams = v.object({ locale: Locale, slug: Slug, key: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)) })
/** `?v=`: the version a page linked, or none. */
export const VersionQuery = v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)))
