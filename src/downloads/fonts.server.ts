/**
 * The site's typefaces for the spec sheet (docs/decisions/0041): Inter for text, Cormorant Garamond for the name,
 * as static TrueType instances. The site's own files are variable WOFF2, which the PDF library cannot subset;
 * these are the same families from Google Fonts, inlined into the server bundle so no path is needed at run time.
 */
import * as fontkit from 'fontkit'

/** Parsed once and shared by every sheet: PDFKit would parse each file again for each document. */
export type SheetFonts = { text: fontkit.Font; strong: fontkit.Font; display: fontkit.Font }

const parsed = (url: string) => fontkit.create(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')) as fontkit.Font

let loading: Promise<SheetFonts> | undefined

/** Loaded once per process, on the first sheet. */
export function sheetFonts(): Promise<SheetFonts> {
  loading ??= Promise.all([
    import('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?inline'),
    import('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?inline'),
    import('@expo-google-fonts/cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf?inline'),
  ]).then(([text, strong, display]) => ({ text: parsed(text.default), strong: parsed(strong.default), display: parsed(display.default) }))
  return loading
}
