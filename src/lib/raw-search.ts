/**
 * A route's search parameters as the URL holds them. A route's own options load with the app's
 * entry, so a route whose parser needs zod, the contract's schemas or luxon keeps the raw search
 * there and parses it in its screen's chunk (`useParsedSearch`): /login never loads what only the
 * lists use. The screen writes back what it parsed, so the URL converges on the parsed view.
 */
export type TRawSearch = Record<string, unknown>

export function keepRawSearch(search: Record<string, unknown>): TRawSearch {
  return search
}
