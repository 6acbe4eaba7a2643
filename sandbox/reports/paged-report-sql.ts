import type { PagedReportKind } from '../../core/reports/report-paging.rule'
import { saleSearchSql } from './sale-search-sql'
import { CARD_STATE, clock, day, LEAD_CREATED, LEAD_TYPE, member, NET_OF_REFUNDS, PACK, PAID_BY, STAFF_NAME, VISITED } from './report-sql'

/**
 * A paged report in SQL (docs/api/paging.md): its rows (the report's columns, the same cells as the
 * whole report's, core/reports/report-columns.ts), the filter every row meets (centre, days), the
 * search (the texts a row is found by), the order of each allowed sort key (the key's expression,
 * then unique tie-breakers) and the sums of its totals (its money and count columns). Every sort of
 * a report whose rows come from a table has an index (migrations 30 and 34) that begins with the
 * filter's equalities and continues with the sort.
 *
 * Named parameters: :c (centre id), :csid (its service id), :s and :e (the first and the
 * last-plus-one millisecond of the days), :now, :q (the search, lower case).
 */
export type PagedReportSql = {
  readonly from: string
  /** The tables the filter and the sums need (no join for names): what the count and totals read when there is no search. */
  readonly table: string
  readonly where: string
  readonly select: string
  readonly searchable: readonly string[]
  /**
   * The search as SQL, when the report keeps an index for it (else each `searchable` text is read
   * and lower-cased): whether the search has three-letter pieces for the index (:m), then :q.
   */
  readonly search?: (withPieces: boolean) => string
  /**
   * The count (`_n`) and the sums of every row of the days without a search, read from kept
   * per-centre-day summaries (:c, :fromDay, :toDay) rather than counted row by row.
   */
  readonly keptTotals?: string
  readonly sortExpr: Readonly<Record<string, string>>
  /** Expressions that, after the sort key, make every row's position unique (never null). */
  readonly tieBreakers: readonly string[]
  readonly sums: Readonly<Record<string, string>>
  /**
   * When a row is one row of a table (the joins add at most one row each): the page finds its rows'
   * ids and sort keys first, from the filter's index alone, and computes the shown columns (names,
   * packs, staff: a lookup each) for the page's rows only, not for every row a sort has to order.
   * `id` is the row's id in the filter's tables; `rejoin` the FROM after the found rows `k` (`k._r`
   * the id) that brings the columns' tables back.
   */
  readonly lateColumns?: { readonly id: string; readonly rejoin: string }
}

const COMPLETED_IN_RANGE = `o.centre_id = :c AND o.status = 'PAYMENT_COMPLETED' AND o.created_at >= :s AND o.created_at < :e`
/** An order found by its id (`k._r`, its rowid) with its customer: the columns of the order reports. */
const ORDER_COLUMNS = `JOIN sale_orders o ON o.rowid = k._r LEFT JOIN customers cu ON cu.id = o.user_id`
const INVOICE = `'INV-' || upper(substr(o.order_id, 5, 8))`
const DECLINE_REASON = `CASE WHEN tp.failure_code IS NOT NULL THEN 'Card payment declined (' || replace(lower(tp.failure_code), '_', ' ') || ')' ELSE 'Payment failed' END`
const GST = (amount: string): string => `${amount} - CAST(ROUND((${amount}) * 100.0 / 118) AS INTEGER)`

const payments = (extra: string, state: string): PagedReportSql => ({
  from: `terminal_payments tp JOIN sale_orders o ON o.order_id = tp.order_id LEFT JOIN customers cu ON cu.id = o.user_id`,
  // The payment names its centre (migration 38): the count and totals read the payments alone, along the centre's index.
  table: `terminal_payments tp`,
  where: `tp.centre_id = :c AND tp.created_at >= :s AND tp.created_at < :e${extra}`,
  select: `${day('tp.created_at')} AS day, tp.payment_id AS payment, tp.tid AS machine, ${member('cu')} AS member, ${state} AS state, tp.amount_paise AS amount`,
  searchable: [day('tp.created_at'), 'tp.payment_id', 'tp.tid', member('cu'), state],
  sortExpr: { day: 'tp.created_at', payment: 'tp.payment_id', amount: 'tp.amount_paise' },
  tieBreakers: ['tp.payment_id'],
  sums: { amount: 'tp.amount_paise' },
})

const leads = (extra: string): PagedReportSql => {
  const status = `CASE l.status WHEN 'ACTIVE' THEN 'Open' WHEN 'CLOSED' THEN 'Closed' ELSE l.status END`
  const quality = `COALESCE(json_extract(l.data, '$.leadQuality'), '')`
  const owner = `COALESCE(json_extract(l.data, '$.assigneeName'), json_extract(l.data, '$.taskAssignee.fullName'), '')`
  const comment = `COALESCE(json_extract(l.data, '$.comment'), '')`
  return {
    from: `leads l LEFT JOIN customers cu ON cu.id = l.user_id`,
    table: 'leads l',
    where: `l.center_service_id = :csid AND ${LEAD_CREATED} >= :s AND ${LEAD_CREATED} < :e${extra}`,
    select: `${day(LEAD_CREATED)} AS day, ${member('cu')} AS member, ${LEAD_TYPE} AS category, ${status} AS status, ${quality} AS quality, ${owner} AS owner, ${comment} AS comment`,
    searchable: [day(LEAD_CREATED), member('cu'), LEAD_TYPE, status, quality, owner, comment],
    sortExpr: { day: LEAD_CREATED },
    tieBreakers: ['l.id'],
    sums: {},
  }
}

/** A centre's gym memberships (not PT, play PT or add-ons), as the membership reports read them. */
const GYM = `json_extract(m.data, '$.centerId') = :c AND m.kind NOT IN ('PT', 'PLAY_PT', 'ADD_ON')`
const MEMBERSHIP = `COALESCE(json_extract(m.data, '$.name'), '')`
/** The first 30 days of a membership, up to now (the guaranteed guidance window). */
const WINDOW = (alias: string, col: string): string => `${alias}.${col} >= m.start_at AND ${alias}.${col} < MIN(m.start_at + 30 * 86400000, :now)`
const GUIDED_CHECK_INS = `(SELECT COUNT(*) FROM check_ins c WHERE c.user_id = m.user_id AND c.centre_id = :c AND ${VISITED} AND ${WINDOW('c', 'start_time')})`
const GUIDED_PT = `(SELECT COUNT(*) FROM pt_sessions p WHERE p.user_id = m.user_id AND p.status = 'ATTENDED' AND ${WINDOW('p', 'start_time')})`
const GUIDED = `CASE WHEN EXISTS (SELECT 1 FROM pt_sessions p WHERE p.user_id = m.user_id AND p.status = 'ATTENDED' AND ${WINDOW('p', 'start_time')})
                  OR EXISTS (SELECT 1 FROM check_ins c WHERE c.user_id = m.user_id AND c.centre_id = :c AND ${WINDOW('c', 'start_time')} AND json_extract(c.data, '$.trainerId') IS NOT NULL)
                THEN 'Yes' ELSE 'Not yet' END`

/** A member's visits to the centre in the days: one row a member (the Pilates consumption report). */
const VISITS_BY_MEMBER = `(SELECT c.user_id AS uid, COUNT(*) AS n, MIN(c.start_time) AS first, MAX(c.start_time) AS last FROM check_ins c
   WHERE c.centre_id = :c AND ${VISITED} AND c.start_time >= :s AND c.start_time < :e GROUP BY c.user_id) g`

export const PAGED_SQL: Readonly<Record<PagedReportKind, PagedReportSql>> = {
  cashSales: {
    from: `sale_orders o LEFT JOIN customers cu ON cu.id = o.user_id`,
    table: 'sale_orders o',
    where: `${COMPLETED_IN_RANGE} AND o.channel IN ('CASH', 'GROUP')`,
    select: `${day('o.created_at')} AS day, ${clock('o.created_at')} AS time, o.order_id AS "order", ${member('cu')} AS member, ${PACK('o')} AS pack,
             ${STAFF_NAME('o')} AS soldBy, ${NET_OF_REFUNDS} AS amount`,
    searchable: [member('cu'), 'o.order_id', PACK('o'), STAFF_NAME('o'), day('o.created_at')],
    // The same texts, kept as sales, members, sellers and packs change, behind a trigram index.
    search: saleSearchSql,
    // Without a search, the count and the total are the days' kept cash sales (sandbox/dashboards/summaries-sql.ts).
    keptTotals: `SELECT COALESCE(SUM(cash_sales), 0) AS _n, COALESCE(SUM(cash_revenue_paise), 0) AS amount FROM dash_centre_days WHERE centre_id = :c AND day BETWEEN :fromDay AND :toDay`,
    // Amounts are net of refunds, as in the whole report and every other money report: a refund counts at once.
    sortExpr: { day: 'o.created_at', time: 'o.created_at', order: 'o.order_id', amount: NET_OF_REFUNDS },
    tieBreakers: ['o.order_id'],
    sums: { amount: NET_OF_REFUNDS },
    lateColumns: { id: 'o.rowid', rejoin: ORDER_COLUMNS },
  },
  invoices: {
    from: `sale_orders o LEFT JOIN customers cu ON cu.id = o.user_id`,
    table: 'sale_orders o',
    where: COMPLETED_IN_RANGE,
    select: `${day('o.created_at')} AS day, ${INVOICE} AS invoice, ${member('cu')} AS member, ${PACK('o')} AS pack, ${PAID_BY('o')} AS paidBy,
             ${NET_OF_REFUNDS} AS amount, ${GST(NET_OF_REFUNDS)} AS gst`,
    searchable: [day('o.created_at'), INVOICE, member('cu'), PACK('o'), PAID_BY('o')],
    sortExpr: { day: 'o.created_at', invoice: 'o.order_id' },
    tieBreakers: ['o.order_id'],
    sums: { amount: NET_OF_REFUNDS, gst: GST(NET_OF_REFUNDS) },
    lateColumns: { id: 'o.rowid', rejoin: ORDER_COLUMNS },
  },
  adjustments: {
    from: `sale_orders o LEFT JOIN customers cu ON cu.id = o.user_id LEFT JOIN terminal_payments tp ON tp.order_id = o.order_id`,
    table: 'sale_orders o',
    where: `o.centre_id = :c AND o.status = 'PAYMENT_FAILED' AND o.created_at >= :s AND o.created_at < :e`,
    select: `${day('o.created_at')} AS day, o.order_id AS "order", ${member('cu')} AS member, o.amount_paise AS amount, ${DECLINE_REASON} AS reason`,
    searchable: [day('o.created_at'), 'o.order_id', member('cu'), DECLINE_REASON],
    sortExpr: { day: 'o.created_at', order: 'o.order_id', amount: 'o.amount_paise' },
    tieBreakers: ['o.order_id'],
    sums: { amount: 'o.amount_paise' },
  },
  payments: payments('', CARD_STATE),
  exceptions: payments(
    ` AND tp.state <> 'SUCCESS'`,
    `${CARD_STATE} || CASE WHEN tp.failure_code IS NOT NULL THEN ' (' || replace(lower(tp.failure_code), '_', ' ') || ')' ELSE '' END`,
  ),
  leadDetails: leads(''),
  luxLeadDetails: leads(` AND (l.category = 'LUX_LEAD' OR EXISTS (SELECT 1 FROM centres ce WHERE ce.id = :c AND json_extract(ce.data, '$.subType') = 'LUX'))`),
  myMembers: {
    from: `customer_memberships m LEFT JOIN customers cu ON cu.id = m.user_id`,
    table: 'customer_memberships m',
    where: `${GYM} AND m.start_at < :e AND m.end_at >= :s`,
    select: `${member('cu')} AS member, ${MEMBERSHIP} AS membership, ${day('m.start_at')} AS start, ${day('m.end_at')} AS "end",
             MAX(0, CAST((m.end_at - :now) / 86400000 AS INTEGER)) AS daysLeft`,
    searchable: [member('cu'), MEMBERSHIP, day('m.start_at'), day('m.end_at')],
    sortExpr: { end: 'm.end_at', start: 'm.start_at' },
    tieBreakers: ['m.id'],
    sums: {},
  },
  newMembers: {
    from: `customer_memberships m LEFT JOIN customers cu ON cu.id = m.user_id`,
    table: 'customer_memberships m',
    where: `${GYM} AND m.start_at >= :s AND m.start_at < :e`,
    select: `${day('m.start_at')} AS start, ${member('cu')} AS member, ${MEMBERSHIP} AS membership, ${day('m.end_at')} AS "end"`,
    searchable: [day('m.start_at'), member('cu'), MEMBERSHIP, day('m.end_at')],
    sortExpr: { start: 'm.start_at', end: 'm.end_at' },
    tieBreakers: ['m.id'],
    sums: {},
  },
  ptSales: {
    from: `sale_orders o, json_each(o.request, '$.priced.memberships') j LEFT JOIN customers cu ON cu.id = json_extract(j.value, '$.userId')`,
    table: `sale_orders o, json_each(o.request, '$.priced.memberships') j`,
    where: `${COMPLETED_IN_RANGE} AND json_extract(j.value, '$.kind') = 'PT'`,
    select: `${day('o.created_at')} AS day, o.order_id AS "order", ${member('cu')} AS member, COALESCE(json_extract(j.value, '$.name'), '') AS pack,
             ${PAID_BY('o')} AS paidBy, json_extract(j.value, '$.pricePaise') AS amount`,
    searchable: [day('o.created_at'), 'o.order_id', member('cu'), `COALESCE(json_extract(j.value, '$.name'), '')`, PAID_BY('o')],
    sortExpr: { day: 'o.created_at', order: 'o.order_id' },
    tieBreakers: ['o.order_id', 'j.key'],
    sums: { amount: `json_extract(j.value, '$.pricePaise')` },
  },
  guaranteedGuidance: {
    from: `customer_memberships m LEFT JOIN customers cu ON cu.id = m.user_id`,
    table: 'customer_memberships m',
    where: `${GYM} AND m.start_at >= :s AND m.start_at < :e`,
    select: `${day('m.start_at')} AS start, ${member('cu')} AS member, ${GUIDED_CHECK_INS} AS checkIns, ${GUIDED_PT} AS ptSessions, ${GUIDED} AS guided`,
    searchable: [day('m.start_at'), member('cu'), GUIDED],
    sortExpr: { start: 'm.start_at' },
    tieBreakers: ['m.id'],
    sums: { checkIns: GUIDED_CHECK_INS, ptSessions: GUIDED_PT },
  },
  pilatesConsumption: {
    from: `${VISITS_BY_MEMBER} LEFT JOIN customers cu ON cu.id = g.uid`,
    table: VISITS_BY_MEMBER,
    where: '1 = 1',
    select: `${member('cu')} AS member, g.n AS sessions, ${day('g.first')} AS firstVisit, ${day('g.last')} AS lastVisit`,
    searchable: [member('cu'), day('g.first'), day('g.last')],
    sortExpr: { sessions: 'g.n', lastVisit: 'g.last', firstVisit: 'g.first' },
    tieBreakers: ['g.uid'],
    sums: { sessions: 'g.n' },
  },
}
