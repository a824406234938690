import { createContext } from 'react'

/**
 * The products a quote request is for, with their names in the page's language: the comparison and the
 * contact page provide them, the quote form's product list reads them (its values are only slugs).
 */
export const QuoteProductsContext = createContext<ReadonlyArray<{ slug: string; name: string }>>([])
