/** The bounds of a paged request (docs/api/paging.md), apart from the rule so the wire contract reads them without fp-ts. */
export const PAGE_SIZE_MIN = 1
export const PAGE_SIZE_MAX = 100
export const PAGE_SIZE_DEFAULT = 25
export const PAGE_SEARCH_MAX = 100
/** The longest cursor accepted (a key of a few values and its signature fit well within). */
export const PAGE_CURSOR_MAX = 1024
export const PAGE_SORT_KEY_MAX = 40
