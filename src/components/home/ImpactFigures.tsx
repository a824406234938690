import { locales, type Locale } from '#app-config'
import { useLocale } from '~/i18n/useLocale'
import { m } from '~/paraglide/messages'

/** The yearly savings the maker expects from its cabinets (SPEC section 1), from one place. */
const impact = { energyKwhPerYear: 116_937, co2KgPerYear: 41_208, solarShare: 0.9 } as const

/** Number formatters per language, built once: building them costs more than rendering the figures. */
const formats = new Map<Locale, { number: Intl.NumberFormat; percent: Intl.NumberFormat }>()

function numberFormats(locale: Locale) {
  let found = formats.get(locale)
  if (!found) {
    const iso = locales.find((l) => l.code === locale)?.iso ?? 'en-US'
    found = { number: new Intl.NumberFormat(iso), percent: new Intl.NumberFormat(iso, { style: 'percent' }) }
    formats.set(locale, found)
  }
  return found
}

/**
 * The energy and CO2 figures as large numbers with a bar each, written in the visitor's number
 * format. Static on purpose: no counting animation, so the first paint is final and readable.
 */
export function ImpactFigures({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { number, percent } = numberFormats(useLocale())
  const figures = [
    { value: number.format(impact.energyKwhPerYear), unit: m.impact_kwh_unit(), label: m.impact_kwh_label(), share: 1 },
    {
      value: number.format(impact.co2KgPerYear),
      unit: m.impact_co2_unit(),
      label: m.impact_co2_label(),
      share: impact.co2KgPerYear / impact.energyKwhPerYear,
    },
    { value: percent.format(impact.solarShare), unit: '', label: m.impact_solar_label(), share: impact.solarShare },
  ]
  const muted = tone === 'dark' ? 'text-paper/85' : 'text-ink-soft'
  const track = tone === 'dark' ? 'bg-paper/15' : 'bg-ink/10'
  const bar = tone === 'dark' ? 'bg-icecream' : 'bg-icecream-accent'
  return (
    <dl className="grid gap-10 md:grid-cols-3">
      {figures.map((f) => (
        <div key={f.label} data-reveal>
          <dt className={`text-sm ${muted}`}>{f.label}</dt>
          <dd className="mt-3">
            <span className="font-display text-5xl leading-none md:text-6xl">{f.value}</span>
            {f.unit ? <span className={`ms-2 text-lg ${muted}`}>{f.unit}</span> : null}
            <span aria-hidden="true" className={`mt-5 block h-1.5 overflow-hidden rounded-full ${track}`}>
              <span className={`block h-full rounded-full ${bar}`} style={{ width: `${Math.round(f.share * 100)}%` }} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
