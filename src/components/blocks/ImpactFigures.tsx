import { impact, type ImpactTexts } from '#src/content/pages/impactTexts.ts'

/** The words around the figures, an editor's (the figures block). */
export type ImpactLabels = { energy: string; energyUnit: string; co2: string; co2Unit: string; solar: string }

/** The energy and CO2 figures, large, in the visitor's number format; no counting animation, so the first paint is final. */
export function ImpactFigures({ texts, labels, tone = 'dark' }: { texts: ImpactTexts; labels: ImpactLabels; tone?: 'dark' | 'light' }) {
  const figures = [
    { value: texts.energy, unit: labels.energyUnit, label: labels.energy, share: 1 },
    { value: texts.co2, unit: labels.co2Unit, label: labels.co2, share: impact.co2KgPerYear / impact.energyKwhPerYear },
    { value: texts.solar, unit: '', label: labels.solar, share: impact.solarShare },
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
