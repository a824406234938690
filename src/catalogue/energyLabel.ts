/** The EU energy label's A-G classes as the label draws them, and their schema.org terms (docs/decisions/0047). */
import { energyClasses, type EnergyClass } from './product'

export const energyClassColour: Record<EnergyClass, string> = {
  A: '#00a651',
  B: '#50b848',
  C: '#bfd730',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
}

export const energyScale = { best: energyClasses[0], worst: energyClasses[energyClasses.length - 1]! } as const

export const schemaOrgEnergyCategory = (energyClass: EnergyClass) => `https://schema.org/EUEnergyEfficiencyCategory${energyClass}`
