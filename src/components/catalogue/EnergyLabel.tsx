import { energyClassColour, energyScale } from '#src/catalogue/energyLabel.ts'
import type { EnergyLabel as Label } from '#src/catalogue/product.ts'
import { eprelUrl } from '#src/downloads/links.ts'
import { m } from '#src/paraglide/messages.js'

/** The EU energy label's arrow (decision 0047), linking to the model's EPREL entry; screen readers hear "Energy class B". */
export function EnergyLabel({ energy, className = '' }: { energy: Label; className?: string }) {
  const { energyClass } = energy
  return (
    <a
      href={eprelUrl(energy.eprelId)}
      className={`inline-flex items-center gap-2 rounded-sm focus-visible:outline-2 ${className}`}
      title={m.energy_eprel_note()}
      rel="external"
    >
      <svg aria-hidden="true" width="64" height="30" viewBox="0 0 64 30" className="shrink-0">
        <text x="5" y="10" fontSize="8" fontWeight="700" textAnchor="middle" fill="#000">
          {energyScale.best}
        </text>
        <path d="M5 12v6" stroke="#000" strokeWidth="1" />
        <text x="5" y="27" fontSize="8" fontWeight="700" textAnchor="middle" fill="#000">
          {energyScale.worst}
        </text>
        <path d="M13 1h36l13 14-13 14H13z" fill={energyClassColour[energyClass]} stroke="#000" strokeWidth="1.5" />
        <text
          x="31"
          y="22"
          fontSize="20"
          fontWeight="700"
          textAnchor="middle"
          fill="#fff"
          stroke="#000"
          strokeWidth="1"
          paintOrder="stroke"
          fontFamily="Calibri, Carlito, Arial, sans-serif"
        >
          {energyClass}
        </text>
      </svg>
      <span className="sr-only">{m.energy_class({ letter: energyClass })}</span>
    </a>
  )
}
