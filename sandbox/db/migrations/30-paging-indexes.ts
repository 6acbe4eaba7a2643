import type { Migration } from '../migration'

/**
 * An index for every sort of a paged list (docs/api/paging.md): the list's filter (centre, status)
 * first, then the sort key, then the tie-breaker, so a page is a seek and a short walk along the
 * index whatever the table's size. The sale indexes also carry the channel and the amount, so the
 * count and the totals of every row found are read from the index alone.
 */
export const pagingIndexes: Migration = {
  id: 30,
  name: 'paging: an index for each sort of the paged reports and My Leads',
  sql: `
      CREATE INDEX paging_sale_orders_by_time ON sale_orders (centre_id, status, created_at, order_id, channel, amount_paise);
      CREATE INDEX paging_sale_orders_by_amount ON sale_orders (centre_id, status, amount_paise, order_id, channel, created_at);
      CREATE INDEX paging_sale_orders_by_order ON sale_orders (centre_id, status, order_id);
      CREATE INDEX paging_leads_by_follow_up ON leads (center_service_id, COALESCE(json_extract(data, '$.nextFollowUpTime'), 9007199254740991), id DESC);
    `,
}
