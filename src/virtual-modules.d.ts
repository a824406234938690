/** Modules built by the project's Vite plugins (src/content/vite-plugin.ts, src/forms/countryList.ts,
 * src/errors/vite-plugin.ts). */
declare module 'virtual:content' {
  import type { LegalPage, Post } from '#src/content/types.ts'
  import type { Notice, SitePage } from '#src/content/pages/types.ts'
  export const posts: Post[]
  export const legal: LegalPage[]
  export const pages: SitePage[]
  export const notices: Notice[]
}

declare module 'virtual:country-lists' {
  /** Per locale: [ISO code, name] pairs, Italy first. */
  export const countryLists: Record<string, Array<[code: string, name: string]>>
}

declare module 'virtual:locale-packs' {
  /** The browser build's scripts with a file of texts per language (src/framework/localeMessages.ts). */
  export const packedChunks: ReadonlySet<string>
}

declare module 'virtual:client-source-maps' {
  /** The browser scripts' source maps by public path (`/assets/index-abc.js`), each as JSON; none in `vite dev`. */
  export const sourceMaps: Readonly<Record<string, string>>
}

/** Defined by vite.config.ts: the build's release, named in error reports. */
interface ImportMetaEnv {
  readonly LUMERA_RELEASE?: string
}
