import { taskDueSql } from '../../tasks/task-due-sql'
import type { Migration } from '../migration'

/**
 * An index for every sort of the reports read a page at a time and of the centre's task list
 * (docs/api/paging.md): the list's filter first (centre or service, status), then the sort key, then
 * the tie-breaker, so a page is a seek and a short walk along the index whatever the table's size.
 * The sale reports (invoices, adjustments, PT sales) read migration 30's sale indexes.
 */
export const reportAndTaskPagingIndexes: Migration = {
  id: 34,
  name: 'paging: an index for each sort of the paged payment, lead and membership reports and of the task list',
  sql: `
      CREATE INDEX paging_terminal_payments_by_time ON terminal_payments (created_at, payment_id, order_id, amount_paise, state);
      CREATE INDEX paging_terminal_payments_by_amount ON terminal_payments (amount_paise, payment_id, order_id, created_at, state);
      CREATE INDEX paging_leads_by_created ON leads (center_service_id, COALESCE(json_extract(data, '$.createdAt'), 0), id);
      CREATE INDEX paging_memberships_by_end ON customer_memberships (json_extract(data, '$.centerId'), end_at, id);
      CREATE INDEX paging_memberships_by_start ON customer_memberships (json_extract(data, '$.centerId'), start_at, id);
      CREATE INDEX paging_crm_tasks_by_due ON crm_tasks (centre_id, ${taskDueSql()}, uuid);
    `,
}
