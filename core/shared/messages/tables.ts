// ---- tables (one table widget for every screen: search, pages, sort, phone cards) ----
export const TABLE_SEARCH = 'Search'
export const tableSearchLabel = (caption: string): string => `Search ${caption}`
export const tablePagesLabel = (caption: string): string => `${caption} pages`
export const TABLE_SCROLL_HINT = 'Scroll sideways to see every column.'
/** The member search's placeholder where the spec's long one does not fit (a phone's narrow field). */
export const SEARCH_PLACEHOLDER_PHONE = 'Mobile number or user id'
export const TABLE_SORT_BY = 'Sort by'
