/**
 * The download routes' parameters, validated with valibot (server only: the links themselves are in links.ts,
 * which pages import without a schema library). Anything that does not match is a file that does not exist.
 */
import * as v from 'valibot'
import { localeCodes } from '#app-config'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { madeFiles, type MadeFileName } from './links'

const Locale = v.picklist(localeCodes)
const Slug = v.pipe(v.string(), v.regex(URL_SLUG_PATTERN))

/** The parameters of a made file's route; anything else is a file that does not exist. */
export const MadeFileParams = v.object({ locale: Locale, slug: Slug, file: v.picklist(Object.keys(madeFiles) as MadeFileName[]) })
/** The parameters of a store file's route. */
export const StoreFileParams = v.object({ locale: Locale, slug: Slug, key: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)) })
/** `?v=`: the version a page linked, or none. */
export const VersionQuery = v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)))
