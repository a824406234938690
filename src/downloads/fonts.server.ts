/**
 * The site's typefaces for the spec sheet (docs/decisions/0041): Inter for text, Cormorant Garamond for the name,
 * as static TrueType instances. The site's own files are variable WOFF2, which the PDF library cannot subset;
 * these are the same families from Google Fonts, inlined into the server bundle so no path is needed at run time.
 */
export type SheetFonts = { text: Buffer; strong: Buffer; display: Buffer }

const dataUrlBytes = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')

let loading: Promise<SheetFonts> | undefined

/** Loaded once per process, on the first sheet. */
export function sheetFonts(): Promise<SheetFonts> {
  loading ??= Promise.all([
    import('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?inline'),
    import('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?inline'),
    import('@expo-google-fonts/cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf?inline'),
  ]).then(([text, strong, display]) => ({
    text: dataUrlBytes(text.default),
    strong: dataUrlBytes(strong.default),
    display: dataUrlBytes(display.default),
  }))
  return loading
}
