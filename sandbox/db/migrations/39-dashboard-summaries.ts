import { DASHBOARD_SUMMARY_REBUILD_SQL, DASHBOARD_SUMMARY_TABLES_SQL, DASHBOARD_SUMMARY_TRIGGERS_SQL } from '../../dashboards/summaries-sql'
import { SALE_SEARCH_REBUILD_SQL, SALE_SEARCH_TABLES_SQL, SALE_SEARCH_TRIGGERS_SQL } from '../../reports/sale-search-sql'
import type { Migration } from '../migration'

export const dashboardSummaries: Migration = {
  id: 39,
  name: 'dashboards: per-centre and per-centre-day summaries of visits, sales, PT sessions, memberships ending and open leads, kept by triggers, backfilled from the rows held; the cash sales search’s kept texts and their trigram index, kept the same way',
  sql: `${DASHBOARD_SUMMARY_TABLES_SQL}\n${DASHBOARD_SUMMARY_TRIGGERS_SQL}\n${DASHBOARD_SUMMARY_REBUILD_SQL}\n${SALE_SEARCH_TABLES_SQL}\n${SALE_SEARCH_TRIGGERS_SQL}\n${SALE_SEARCH_REBUILD_SQL}`,
}
