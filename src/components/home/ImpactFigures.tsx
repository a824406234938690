import { m } from '#src/paraglide/messages.js'
import { impact, type ImpactTexts } from './impactTexts'

/** The energy and CO2 figures, large, in the visitor's number format; no counting animation, so the first paint is final. */
export function ImpactFigures({ texts, tone = 'dark' }: { texts: ImpactTexts; tone?: 'dark' | 'light' }) {
  const figures = [
    { value: texts.energy, unit: m.impact_kwh_unit(), label: m.impact_kwh_label(), share: 1 },
    {
      value: texts.co2,
      unit: m.impact_co2_unit(),
      label: m.impact_co2_label(),
      share: impact.co2KgPerYear / impact.energyKwhPerYear,
    },
    { value: texts.solar, unit: '', label: m.impact_solar_label(), share: impact.solarShare },
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
