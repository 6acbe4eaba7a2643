// ---- tables (one table widget for every screen: search, pages, sort, phone cards) ----
export const TABLE_SEARCH = 'Search'
export const tableSearchLabel = (caption: string): string => `Search ${caption}`
export const tablePagesLabel = (caption: string): string => `${caption} pages`
export const TABLE_SCROLL_HINT = 'Scroll sideways to see every column.'
