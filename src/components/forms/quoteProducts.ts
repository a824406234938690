import { createContext } from 'react'

/** A quote's products with their names in the page's language (the form's values are only slugs). */
export const QuoteProductsContext = createContext<ReadonlyArray<{ slug: string; name: string }>>([])
