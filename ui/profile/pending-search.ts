import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * A search handed from the header to /user through the query cache (never the address, the
 * browser history or an error report): the typed digits and a serial so that searching the same
 * number twice searches again.
 */
export type PendingSearch = { readonly input: string; readonly serial: number }

export const PENDING_SEARCH_KEY: QueryKey = ['profile-search', 'pending']

let serial = 0

/** Hands a search to the profile screen; the caller then goes to /user. */
export const postSearch = (client: QueryClient, input: string): void => {
  serial += 1
  client.setQueryData<PendingSearch>(PENDING_SEARCH_KEY, { input, serial })
}
