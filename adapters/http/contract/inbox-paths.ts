/**
 * Path of the inbox call (part 3 §7 names v1/inbox GET and PUT). Kept out of PATHS,
 * which the first screen loads, so it travels with the inbox gateway.
 */
export const INBOX_PATHS = { inbox: 'v1/inbox' } as const
