/** A chunk's file of texts in one language (localeMessages.ts): beside the chunk, named after it. */
export const languageFileName = (chunkFile: string, locale: string) => chunkFile.replace(/\.js$/, `.${locale}.js`)
