/** Paged lists (reports, My Leads): what the server says of a page asked for wrongly. */
export const PAGE_CURSOR_INVALID = 'This page link is not valid. Start again from the first page.'
export const PAGE_CURSOR_FOREIGN = 'This page link belongs to another list (another centre, range, sort or search). Start again from the first page.'
export const pageSizeOutOfRange = (min: number, max: number): string => `A page holds from ${min} to ${max} rows.`
export const pageSortNotAllowed = (allowed: readonly string[]): string => `This list can be sorted only by: ${allowed.join(', ')}.`
export const pageSearchTooLong = (max: number): string => `The search text can be at most ${max} characters.`
