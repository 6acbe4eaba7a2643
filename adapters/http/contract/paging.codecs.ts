import * as t from 'io-ts'
import { PAGE_CURSOR_MAX, PAGE_SEARCH_MAX, PAGE_SORT_KEY_MAX } from '../../../core/shared/paging-bounds'
import { SafeInt, boundedText as text } from './codec-helpers'

/*
 * The paging contract (docs/api/paging.md): what every paged call takes beside its own fields, in a
 * body (numbers as numbers) or in a query string (numbers as text), and what it answers beside its rows.
 */

const Direction = t.keyof({ ASC: null, DESC: null })

/** A page's choices in a JSON body. */
export const PageFields = t.partial({
  pageSize: SafeInt,
  cursor: text(PAGE_CURSOR_MAX),
  sortKey: text(PAGE_SORT_KEY_MAX),
  direction: Direction,
  search: text(PAGE_SEARCH_MAX),
})

/** The order and search of an export in a query string (an export is every row: no size, no cursor). */
/**
 * An export's order. It carries no search: an export is a link (an address), and a search term
 * may be a phone or a name, which never travels in an address; the export holds every row of the days.
 */
export const ExportQueryFields = t.partial({
  sortKey: text(PAGE_SORT_KEY_MAX),
  direction: Direction,
})


/** What every page answers beside its rows: the rows the search found in all, the next page's cursor (null: this is the last), the page size used. */
export const PageInfoWire = t.type({ total: SafeInt, next: t.union([t.string, t.null]), pageSize: SafeInt })
