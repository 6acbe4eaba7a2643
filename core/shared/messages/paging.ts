/** Paged lists (reports, My Leads): what the server says of a page asked for wrongly. */
export const PAGE_CURSOR_INVALID = 'This page link is not valid. Start again from the first page.'
export const PAGE_CURSOR_FOREIGN = 'This page link belongs to another list (another centre, range, sort or search). Start again from the first page.'
export const pageSizeOutOfRange = (min: number, max: number): string => `A page holds from ${min} to ${max} rows.`
export const pageSortNotAllowed = (allowed: readonly string[]): string => `This list can be sorted only by: ${allowed.join(', ')}.`
export const pageSearchTooLong = (max: number): string => `The search text can be at most ${max} characters.`

/** The centre selector, the employee list, the upload history and Transfer Leads, read a page at a time. */
export const SEARCH_LEAD_OWNERS = 'Search lead owners'
export const leadOwnersFound = (shown: number, all: number): string => (shown === all ? `${all} lead ${all === 1 ? 'owner' : 'owners'}` : `${shown} of ${all} lead owners`)
export const CENTRES_LOADING = 'Loading centres…'
export const MORE_CENTRES = 'Show more centres'
export const centresFound = (shown: number, all: number): string => (shown === all ? `${all} ${all === 1 ? 'centre' : 'centres'}` : `${shown} of ${all} centres`)
