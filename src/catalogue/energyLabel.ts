/**
 * The EU energy label's classes as the label draws them (Regulation (EU) 2017/1369's rescaled A-G scale): the
 * colour of each class's arrow, and the schema.org term for each (docs/decisions/0042). Shared by the page, the
 * spec sheet and the structured data.
 */
import { energyClasses, type EnergyClass } from './product'

/** The label's colours, from dark green (A) to red (G). */
export const energyClassColour: Record<EnergyClass, string> = {
  A: '#00a651',
  B: '#50b848',
  C: '#bfd730',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
}

/** The scale's ends, as the label's arrow shows them beside the class. */
export const energyScale = { best: energyClasses[0], worst: energyClasses[energyClasses.length - 1]! } as const

/** schema.org's `EUEnergyEfficiencyCategory` of a class, e.g. https://schema.org/EUEnergyEfficiencyCategoryB. */
export const schemaOrgEnergyCategory = (energyClass: EnergyClass) => `https://schema.org/EUEnergyEfficiencyCategory${energyClass}`
