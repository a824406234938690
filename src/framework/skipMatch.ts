/**
 * Workaround (decision 0044's kind): a route whose `params.parse` returns `false` is passed over while matching, and the
 * router looks for another. Pages of their own (`/{-$locale}/$slug`, decision 0069) must not take `/it`, the Italian
 * home page, as the page "it" in the default language. Relies on router-core's matcher treating `false` as "no match"
 * (it is typed to return the params). Canary: `skipMatch.canary.test.ts`. Upstream report it would need: "type
 * params.parse's `false` (no match) as the matcher treats it".
 */
export function skipMatchWhen<Params extends Record<string, string | undefined>>(skip: (params: Params) => boolean) {
  return {
    parse: (params: Params): Params => (skip(params) ? (false as unknown as Params) : params),
  }
}
