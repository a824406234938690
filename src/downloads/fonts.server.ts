/** Static TrueType, as the site's variable WOFF2 cannot be subset (docs/decisions/0046); inlined in the server bundle. */
import * as fontkit from 'fontkit'

export type SheetFonts = { text: fontkit.Font; strong: fontkit.Font; display: fontkit.Font }

const parsed = (url: string) => fontkit.create(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')) as fontkit.Font

let loading: Promise<SheetFonts> | undefined

export function sheetFonts(): Promise<SheetFonts> {
  loading ??= Promise.all([
    import('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?inline'),
    import('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?inline'),
    import('@expo-google-fonts/cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf?inline'),
  ]).then(([text, strong, display]) => ({ text: parsed(text.default), strong: parsed(strong.default), display: parsed(display.default) }))
  return loading
}
