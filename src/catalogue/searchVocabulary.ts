/** The trade words buyers type ("gelateria", "wine cooler") though product texts rarely say them. Every language's
 * words are indexed in every index, so an English word also works on the Italian site. */
import { localeCodes, type Category, type Locale } from '#app-config'

type Words = Record<Locale, readonly string[]>

export const collectionVocabulary = {
  bakery: {
    en: [
      'cake',
      'cakes',
      'cake display case',
      'pastry',
      'pastries',
      'patisserie',
      'bakery',
      'dessert',
      'confectioner',
      'pastry shop',
      'cake shop',
    ],
    it: [
      'pasticceria',
      'pasticcerie',
      'dolci',
      'torta',
      'torte',
      'dessert',
      'vetrina pasticceria',
      'bancone pasticceria',
      'bar pasticceria',
    ],
    de: [
      'kuchen',
      'torte',
      'torten',
      'konditorei',
      'konditoreien',
      'patisserie',
      'bäckerei',
      'café',
      'gebäck',
      'dessert',
      'kuchenvitrine',
      'tortenvitrine',
      'konditoreivitrine',
      'kuchentheke',
    ],
  },
  icecream: {
    en: [
      'ice cream',
      'ice-cream',
      'icecream',
      'ice cream parlour',
      'ice cream parlor',
      'gelato',
      'sorbet',
      'scoop',
      'gelateria',
      'ice cream shop',
    ],
    it: ['gelateria', 'gelaterie', 'gelato', 'gelati', 'sorbetto', 'vetrina gelato', 'banco gelato', 'pozzetti'],
    de: ['eis', 'speiseeis', 'eisdiele', 'eiscafé', 'eisvitrine', 'eisvitrinen', 'eistheke', 'gelato', 'gelateria', 'sorbet', 'eiskugel'],
  },
  wine: {
    en: ['wine', 'wine cooler', 'wine fridge', 'wine cabinet', 'wine cellar', 'cellar', 'sommelier', 'bottles', 'wine bar', 'wine shop'],
    it: ['cantinetta', 'cantinette', 'cantina', 'vino', 'vini', 'enoteca', 'frigo vino', 'bottiglie', 'wine bar', 'vineria'],
    de: [
      'wein',
      'weine',
      'weinkühlschrank',
      'weinklimaschrank',
      'weinschrank',
      'weinkeller',
      'weinbar',
      'weinhandlung',
      'vinothek',
      'flaschen',
      'sommelier',
    ],
  },
  meat: {
    en: ['dry ageing', 'dry aging', 'dry-aged', 'dry aged', 'meat', 'beef', 'steak', 'butcher', 'butchery', 'butcher shop', 'steakhouse'],
    it: [
      'frollatura',
      'frollatore',
      'frollare',
      'dry aging',
      'carne',
      'carni',
      'manzo',
      'macelleria',
      'salumeria',
      'braceria',
      'steakhouse',
    ],
    de: [
      'trockenreifung',
      'dry aging',
      'dry aged',
      'reifeschrank',
      'fleischreifeschrank',
      'fleisch',
      'rindfleisch',
      'rind',
      'steak',
      'metzgerei',
      'fleischerei',
      'metzger',
      'steakhaus',
    ],
  },
  chocolate: {
    en: ['chocolate', 'chocolates', 'chocolatier', 'chocolate shop', 'pralines', 'confectionery', 'cocoa'],
    it: ['cioccolato', 'cioccolata', 'cioccolatini', 'cioccolateria', 'praline', 'cacao', 'pralineria'],
    de: ['schokolade', 'schokoladen', 'pralinen', 'praline', 'chocolatier', 'confiserie', 'kakao', 'pralinenvitrine', 'trüffel'],
  },
} as const satisfies Record<Category, Words>

/** Words that mean any of our products: they find the whole range, ranked by the other words. */
export const genericVocabulary = {
  en: ['display case', 'display cabinet', 'showcase', 'refrigerated display', 'counter', 'cabinet', 'fridge'],
  it: ['vetrina', 'vetrine', 'vetrina refrigerata', 'banco', 'banco frigo', 'espositore', 'espositori', 'frigo'],
  de: ['vitrine', 'vitrinen', 'kühlvitrine', 'kühlvitrinen', 'kühltheke', 'theke', 'verkaufstheke', 'kühlschrank', 'auslage'],
} as const satisfies Words

/** Venues, not what they sell ("wine bar"): a query that names a collection searches without them. */
const venueVocabulary = {
  en: ['shop', 'shops', 'store', 'bar', 'bars', 'parlour', 'parlor', 'boutique'],
  it: ['negozio', 'negozi', 'bottega', 'bar', 'locale', 'laboratorio'],
  de: ['laden', 'geschäft', 'bar', 'betrieb', 'filiale', 'boutique'],
} as const satisfies Words

function allWords(words: Words): string {
  return localeCodes.flatMap((locale) => words[locale]).join(' · ')
}

export function collectionTradeText(category: Category): string {
  return allWords(collectionVocabulary[category])
}

export function genericTradeText(): string {
  return allWords(genericVocabulary)
}

export function venueText(): string {
  return allWords(venueVocabulary)
}
