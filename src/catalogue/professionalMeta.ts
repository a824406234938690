/** The store's meta for professionals (docs/downloads.md): a malformed value hides that fact and nothing else. */
import * as v from 'valibot'
import { isOnOrigin } from '#src/lib/origin.ts'
import { energyClasses, type EnergyLabel, type OverallDimensions, type TechnicalFile } from './product'

/** Largest side accepted, in millimetres: a walk-in room is not a cabinet, and a typo of a zero is caught. */
const MAX_SIDE_MM = 20_000
const MAX_TECHNICAL_FILES = 20

const number = String.raw`(\d{1,5}(?:[.,]\d{1,2})?)`
const times = String.raw`\s*[x×X*]\s*`
const dimensionsPattern = new RegExp(String.raw`^${number}${times}${number}${times}${number}\s*(mm|cm)?$`)

/** `"1250 x 700 x 1450 mm"` (width x depth x height; `×` or `x`; mm, or cm converted) as whole millimetres. */
const OverallSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim()),
  v.regex(dimensionsPattern),
  v.transform((text): OverallDimensions => {
    const [, w, d, h, unit] = dimensionsPattern.exec(text)!
    const mm = (n: string) => Math.round(Number(n.replace(',', '.')) * (unit === 'cm' ? 10 : 1))
    return { width: mm(w!), depth: mm(d!), height: mm(h!) }
  }),
  v.check(({ width, depth, height }) => [width, depth, height].every((side) => side >= 1 && side <= MAX_SIDE_MM)),
)

export function overallDimensionsOf(value: unknown): OverallDimensions | undefined {
  const parsed = v.safeParse(OverallSchema, value)
  return parsed.success ? parsed.output : undefined
}

const EnergyClassSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(energyClasses))
const EprelIdSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim()),
  v.regex(/^[1-9]\d{0,11}$/),
)

/** The label's class and the EPREL number, both valid, or nothing: a class without its EPREL entry is never shown. */
export function energyLabelOf(energyClass: unknown, eprelId: unknown): EnergyLabel | undefined {
  const letter = v.safeParse(EnergyClassSchema, energyClass)
  const id = v.safeParse(EprelIdSchema, eprelId)
  return letter.success && id.success ? { energyClass: letter.output, eprelId: id.output } : undefined
}

const TechnicalFileSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
  file: v.pipe(v.string(), v.trim(), v.url()),
  format: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,8}$/)),
})

/** Only files on the store's origin, as photos are; none without a store (the site reads nothing else). */
export function technicalFilesOf(value: unknown, storeOrigin: string | undefined): TechnicalFile[] {
  if (!Array.isArray(value) || !storeOrigin) return []
  return value
    .flatMap((item) => {
      const parsed = v.safeParse(TechnicalFileSchema, item)
      if (!parsed.success || !isOnOrigin(parsed.output.file, storeOrigin)) return []
      return [{ name: parsed.output.name, url: new URL(parsed.output.file).href, format: parsed.output.format }]
    })
    .slice(0, MAX_TECHNICAL_FILES)
}
