import { DASHBOARD_SUMMARY_REBUILD_SQL } from '../../dashboards/summaries-sql'
import type { Db } from '../../db/database'
import { SALE_SEARCH_REBUILD_SQL } from '../../reports/sale-search-sql'
import { TASK_COUNT_REBUILD_SQL, TASK_COUNT_TRIGGER_PREFIX } from '../../tasks/task-counts-sql'

/** The tables a scale seed fills by the hundred thousand. */
export const BULK_TABLES = ['customers', 'customer_profiles', 'check_ins', 'sale_orders', 'leads', 'crm_tasks'] as const

/**
 * Runs a bulk load with the tables' secondary indexes built after it rather than kept up to date
 * row by row (a sorted build of each index once, instead of a random insert into each index for
 * every row), and with a page cache large enough for the load. The triggers that keep the dashboards'
 * summaries, the sales' search texts and the centres' task counts are set aside the same way, and those recounted once from the rows after
 * the load. Inside the caller's transaction: the indexes and triggers are the same ones, by the
 * same definitions, when it returns (or it throws and the transaction rolls back).
 */
export const withIndexesAfterLoad = <T>(db: Db, tables: readonly string[], load: () => T): T => {
  const marks = tables.map(() => '?').join(', ')
  const indexes = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${marks})`)
    .all(...tables) as { name: string; sql: string }[]
  const triggers = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND (name LIKE 'dash\\_%' ESCAPE '\\' OR name LIKE 'sale\\_search\\_%' ESCAPE '\\' OR name LIKE 'task\\_status\\_counts\\_%' ESCAPE '\\') AND tbl_name IN (${marks})`)
    .all(...tables) as { name: string; sql: string }[]
  const cache = db.pragma('cache_size', { simple: true }) as number
  db.pragma('cache_size = -262144')
  try {
    for (const i of indexes) db.exec(`DROP INDEX "${i.name.replaceAll('"', '""')}"`)
    for (const t of triggers) db.exec(`DROP TRIGGER "${t.name.replaceAll('"', '""')}"`)
    const out = load()
    for (const i of indexes) db.exec(i.sql)
    for (const t of triggers) db.exec(t.sql)
    if (triggers.some((t) => t.name.startsWith('dash_'))) db.exec(DASHBOARD_SUMMARY_REBUILD_SQL)
    if (triggers.some((t) => t.name.startsWith('sale_search_'))) db.exec(SALE_SEARCH_REBUILD_SQL)
    if (triggers.some((t) => t.name.startsWith(TASK_COUNT_TRIGGER_PREFIX))) db.exec(TASK_COUNT_REBUILD_SQL)
    return out
  } finally {
    db.pragma(`cache_size = ${cache}`)
  }
}
