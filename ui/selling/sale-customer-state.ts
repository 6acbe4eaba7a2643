import type { NavigateFunction } from 'react-router-dom'

/**
 * The key of a sell screen's history entry that holds its customer's user id. The customer travels
 * between screens in router state, never in the address: neither the typed phone nor the user id is
 * ever in a URL, and a reload still shows the same customer.
 */
export const SALE_CUSTOMER_KEY = 'saleUserId'

/** The user id a history entry's state holds (`userId` is what the lead modals hand over). */
export const heldSaleCustomer = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null) return undefined
  const s = state as Record<string, unknown>
  const v = s[SALE_CUSTOMER_KEY] ?? s['userId']
  return typeof v === 'string' && v !== '' ? v : undefined
}

/** Router state that opens a sell screen with this customer (for `<Link state>`). */
export const saleState = (userId: string, state: Record<string, unknown> = {}): Record<string, unknown> => ({ ...state, [SALE_CUSTOMER_KEY]: userId })

/** Opens a sell screen (`/sell-packs`, `/pt`, ...) with this customer loaded. */
export const openSale = (navigate: NavigateFunction, path: string, userId: string, state: Record<string, unknown> = {}): void => {
  void navigate(path, { state: saleState(userId, state) })
}

/** The key of /user's history entry that holds the opened customer (the profile keeps it there too). */
export const PROFILE_CUSTOMER_KEY = 'profileUserId'

/** Goes to the member (/user) with this customer loaded, the id in router state, never the address. */
export const openMember = (navigate: NavigateFunction, userId: string): void => {
  void navigate('/user', { state: { [PROFILE_CUSTOMER_KEY]: userId } })
}
