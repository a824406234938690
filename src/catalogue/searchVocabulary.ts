/** The trade words buyers type ("gelateria", "wine cooler") though product texts rarely say them, one entry per
 * language (tsc names a language without one). Every language's words are indexed in every index, so an English word
 * also works on the Italian site. */
import { localeCodes, type Category, type Locale } from '#app-config'

type LanguageWords = Record<Category, readonly string[]> & {
  /** Words that mean any of our products: they find the whole range, ranked by the other words. */
  generic: readonly string[]
  /** Venues, not what they sell ("wine bar"): a query that names a collection searches without them. */
  venues: readonly string[]
}

export const tradeWords = {
  en: {
    bakery: [
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
    icecream: [
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
    wine: ['wine', 'wine cooler', 'wine fridge', 'wine cabinet', 'wine cellar', 'cellar', 'sommelier', 'bottles', 'wine bar', 'wine shop'],
    meat: ['dry ageing', 'dry aging', 'dry-aged', 'dry aged', 'meat', 'beef', 'steak', 'butcher', 'butchery', 'butcher shop', 'steakhouse'],
    chocolate: ['chocolate', 'chocolates', 'chocolatier', 'chocolate shop', 'pralines', 'confectionery', 'cocoa'],
    generic: ['display case', 'display cabinet', 'showcase', 'refrigerated display', 'counter', 'cabinet', 'fridge'],
    venues: ['shop', 'shops', 'store', 'bar', 'bars', 'parlour', 'parlor', 'boutique'],
  },
  it: {
    bakery: [
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
    icecream: ['gelateria', 'gelaterie', 'gelato', 'gelati', 'sorbetto', 'vetrina gelato', 'banco gelato', 'pozzetti'],
    wine: ['cantinetta', 'cantinette', 'cantina', 'vino', 'vini', 'enoteca', 'frigo vino', 'bottiglie', 'wine bar', 'vineria'],
    meat: [
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
    chocolate: ['cioccolato', 'cioccolata', 'cioccolatini', 'cioccolateria', 'praline', 'cacao', 'pralineria'],
    generic: ['vetrina', 'vetrine', 'vetrina refrigerata', 'banco', 'banco frigo', 'espositore', 'espositori', 'frigo'],
    venues: ['negozio', 'negozi', 'bottega', 'bar', 'locale', 'laboratorio'],
  },
  de: {
    bakery: [
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
    icecream: [
      'eis',
      'speiseeis',
      'eisdiele',
      'eiscafé',
      'eisvitrine',
      'eisvitrinen',
      'eistheke',
      'gelato',
      'gelateria',
      'sorbet',
      'eiskugel',
    ],
    wine: [
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
    meat: [
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
    chocolate: ['schokolade', 'schokoladen', 'pralinen', 'praline', 'chocolatier', 'confiserie', 'kakao', 'pralinenvitrine', 'trüffel'],
    generic: ['vitrine', 'vitrinen', 'kühlvitrine', 'kühlvitrinen', 'kühltheke', 'theke', 'verkaufstheke', 'kühlschrank', 'auslage'],
    venues: ['laden', 'geschäft', 'bar', 'betrieb', 'filiale', 'boutique'],
  },
} as const satisfies Record<Locale, LanguageWords>

function allWords(pick: (words: LanguageWords) => readonly string[]): string {
  return localeCodes.flatMap((locale) => pick(tradeWords[locale])).join(' · ')
}

export function collectionTradeText(category: Category): string {
  return allWords((words) => words[category])
}

export function genericTradeText(): string {
  return allWords((words) => words.generic)
}

export function venueText(): string {
  return allWords((words) => words.venues)
}
