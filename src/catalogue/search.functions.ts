/** The index lives on the server only: the search page and the overlay ask for results. */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { categories, localeCodes } from '#app-config'
import { validInput } from '#src/lib/serverFnInput.ts'
import { MAX_OPTION, MAX_OPTIONS, MAX_QUERY, MAX_SHOWN } from './search'
import { searchCatalogue, suggestProducts } from './searchIndex.server'

const query = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_QUERY))
const options = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(MAX_OPTION))), v.maxLength(MAX_OPTIONS)))

const SearchInput = v.object({
  locale: v.picklist(localeCodes),
  search: v.object({
    q: v.optional(query),
    category: v.optional(v.pipe(v.array(v.picklist(categories)), v.maxLength(MAX_OPTIONS))),
    temperature: options,
    cooling: options,
    door: options,
    capacity: options,
    show: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SHOWN))),
  }),
})

const SuggestInput = v.object({ locale: v.picklist(localeCodes), q: query })

export const fetchSearch = createServerFn({ method: 'GET' })
  .validator(validInput(SearchInput))
  .handler(({ data }) => searchCatalogue(data.locale, data.search))

export const fetchSuggestions = createServerFn({ method: 'GET' })
  .validator(validInput(SuggestInput))
  .handler(({ data }) => suggestProducts(data.locale, data.q))
