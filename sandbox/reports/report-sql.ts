import type { ReportKind } from '../../core/reports/report'

/**
 * The SQL of every report, over the sandbox's own tables (sale_orders, terminal_payments, leads,
 * customer_memberships, check_ins, pt_sessions, revenue_targets, customers, staff). Each query
 * answers one row per report row, its columns named by the report's column keys
 * (core/reports/report-columns.ts). Named parameters: :c (centre id), :csid (its service id),
 * :s and :e (the first and the last-plus-one millisecond of the range), :fromDay and :toDay
 * (YYYY-MM-DD), :monthStart and :monthEnd (the whole months the range touches), :today (the centre's day
 * now), :now. Days are the centre's (IST, UTC+05:30).
 */

/** The centre day of an epoch-ms column. */
export const day = (col: string): string => `date((${col} + 19800000) / 1000, 'unixepoch')`
/** The centre's clock time of an epoch-ms column, as staff read it: '7:05 PM'. */
export const clock = (col: string): string => {
  const t = `(${col} + 19800000) / 1000, 'unixepoch'`
  return `ltrim(strftime('%I', ${t}), '0') || ':' || strftime('%M', ${t}) || CASE WHEN CAST(strftime('%H', ${t}) AS INTEGER) < 12 THEN ' AM' ELSE ' PM' END`
}
export const member = (alias: string): string => `COALESCE(${alias}.first_name || ' ' || ${alias}.last_name, 'Unknown member')`
const DAYS = `days(day) AS (SELECT :fromDay UNION ALL SELECT date(day, '+1 day') FROM days WHERE day < :toDay)`
/** A completed order's amount net of its refunds (order_refunds): a refund counts in every report at once. */
export const NET_OF_REFUNDS = `o.amount_paise - COALESCE((SELECT SUM(r.amount_paise) FROM order_refunds r WHERE r.order_id = o.order_id AND r.status = 'SUCCESS'), 0)`
const COMPLETED = `SELECT o.order_id, o.user_id, o.centre_id, o.channel, o.status, ${NET_OF_REFUNDS} AS amount_paise, o.request, o.created_by, o.created_at, o.updated_at
  FROM sale_orders o WHERE o.centre_id = :c AND o.status = 'PAYMENT_COMPLETED' AND o.created_at >= :s AND o.created_at < :e`
export const CARD_STATE = `CASE tp.state WHEN 'SUCCESS' THEN 'Approved' WHEN 'FAILED' THEN 'Declined' WHEN 'PENDING' THEN 'Pending' WHEN 'UNDER_REVIEW' THEN 'Under review' ELSE 'Waiting for the card' END`
export const PAID_BY = (alias: string): string => `CASE ${alias}.channel WHEN 'GATEWAY' THEN 'Card' WHEN 'GROUP' THEN 'Cash (group buy)' ELSE 'Cash' END`
/** The pack an order sold, as the order history names it: the product's title (or display name), else the priced name. */
export const PACK = (alias: string): string => `COALESCE(
  (SELECT COALESCE(json_extract(sp.data, '$.title'), json_extract(sp.data, '$.displayName')) FROM sale_products sp WHERE sp.product_id = json_extract(${alias}.request, '$.priced.memberships[0].productId')),
  json_extract(${alias}.request, '$.priced.memberships[0].name'), '')`
export const STAFF_NAME = (alias: string): string => `COALESCE((SELECT json_extract(st.data, '$.name') FROM staff st WHERE st.id = ${alias}.created_by), ${alias}.created_by)`
export const LEAD_CREATED = `COALESCE(json_extract(l.data, '$.createdAt'), 0)`
export const LEAD_TYPE = `CASE l.category WHEN 'PT_LEAD' THEN 'PT lead' WHEN 'GYM_LEAD' THEN 'Gym lead' WHEN 'LUX_LEAD' THEN 'Lux lead' WHEN 'PLAY_LEAD' THEN 'Play lead' ELSE replace(lower(l.category), '_', ' ') END`
const LEAD_ROWS = (extra: string): string => `
  SELECT ${day(LEAD_CREATED)} AS day, ${member('cu')} AS member, ${LEAD_TYPE} AS category,
         CASE l.status WHEN 'ACTIVE' THEN 'Open' WHEN 'CLOSED' THEN 'Closed' ELSE l.status END AS status,
         COALESCE(json_extract(l.data, '$.leadQuality'), '') AS quality,
         COALESCE(json_extract(l.data, '$.assigneeName'), json_extract(l.data, '$.taskAssignee.fullName'), '') AS owner,
         COALESCE(json_extract(l.data, '$.comment'), '') AS comment
  FROM leads l LEFT JOIN customers cu ON cu.id = l.user_id
  WHERE l.center_service_id = :csid AND ${LEAD_CREATED} >= :s AND ${LEAD_CREATED} < :e ${extra}
  ORDER BY ${LEAD_CREATED} DESC, l.id DESC`
const GYM_MEMBERSHIPS = `SELECT m.* FROM customer_memberships m WHERE json_extract(m.data, '$.centerId') = :c AND m.kind NOT IN ('PT', 'PLAY_PT', 'ADD_ON')`
export const VISITED = `c.state NOT IN ('created', 'cancelled')`
const pct = (part: string, whole: string): string => `CASE WHEN (${whole}) > 0 THEN CAST(ROUND((${part}) * 100.0 / (${whole})) AS INTEGER) END`

export const REPORT_SQL: Readonly<Record<ReportKind, string>> = {
  settlements: `
    SELECT ${day('o.created_at')} AS day, COUNT(*) AS orders, SUM(o.amount_paise) AS collected,
           CASE WHEN date(${day('o.created_at')}, '+2 day') <= :today THEN 'Settled' ELSE 'Pending (settles in 2 days)' END AS status
    FROM (${COMPLETED}) o WHERE o.channel = 'GATEWAY' GROUP BY 1 ORDER BY 1 DESC`,
  invoices: `
    SELECT ${day('o.created_at')} AS day, 'INV-' || upper(substr(o.order_id, 5, 8)) AS invoice, ${member('cu')} AS member, ${PACK('o')} AS pack,
           ${PAID_BY('o')} AS paidBy, o.amount_paise AS amount, o.amount_paise - CAST(ROUND(o.amount_paise * 100.0 / 118) AS INTEGER) AS gst
    FROM (${COMPLETED}) o LEFT JOIN customers cu ON cu.id = o.user_id ORDER BY o.created_at DESC`,
  adjustments: `
    SELECT ${day('o.created_at')} AS day, o.order_id AS "order", ${member('cu')} AS member, o.amount_paise AS amount,
           CASE WHEN tp.failure_code IS NOT NULL THEN 'Card payment declined (' || replace(lower(tp.failure_code), '_', ' ') || ')' ELSE 'Payment failed' END AS reason
    FROM sale_orders o LEFT JOIN customers cu ON cu.id = o.user_id LEFT JOIN terminal_payments tp ON tp.order_id = o.order_id
    WHERE o.centre_id = :c AND o.status = 'PAYMENT_FAILED' AND o.created_at >= :s AND o.created_at < :e ORDER BY o.created_at DESC`,
  payments: `
    SELECT ${day('tp.created_at')} AS day, tp.payment_id AS payment, tp.tid AS machine, ${member('cu')} AS member, ${CARD_STATE} AS state, tp.amount_paise AS amount
    FROM terminal_payments tp JOIN sale_orders o ON o.order_id = tp.order_id LEFT JOIN customers cu ON cu.id = o.user_id
    WHERE o.centre_id = :c AND tp.created_at >= :s AND tp.created_at < :e ORDER BY tp.created_at DESC`,
  receivables: `
    SELECT ${day('o.created_at')} AS day, COUNT(*) AS orders, SUM(o.amount_paise) AS cash
    FROM (${COMPLETED}) o WHERE o.channel IN ('CASH', 'GROUP') GROUP BY 1 ORDER BY 1 DESC`,
  exceptions: `
    SELECT ${day('tp.created_at')} AS day, tp.payment_id AS payment, tp.tid AS machine, ${member('cu')} AS member,
           ${CARD_STATE} || CASE WHEN tp.failure_code IS NOT NULL THEN ' (' || replace(lower(tp.failure_code), '_', ' ') || ')' ELSE '' END AS state, tp.amount_paise AS amount
    FROM terminal_payments tp JOIN sale_orders o ON o.order_id = tp.order_id LEFT JOIN customers cu ON cu.id = o.user_id
    WHERE o.centre_id = :c AND tp.state <> 'SUCCESS' AND tp.created_at >= :s AND tp.created_at < :e ORDER BY tp.created_at DESC`,
  leadDetails: LEAD_ROWS(''),
  luxLeadDetails: LEAD_ROWS(`AND (l.category = 'LUX_LEAD' OR EXISTS (SELECT 1 FROM centres ce WHERE ce.id = :c AND json_extract(ce.data, '$.subType') = 'LUX'))`),
  myMembers: `
    SELECT ${member('cu')} AS member, COALESCE(json_extract(m.data, '$.name'), '') AS membership, ${day('m.start_at')} AS start, ${day('m.end_at')} AS "end",
           MAX(0, CAST((m.end_at - :now) / 86400000 AS INTEGER)) AS daysLeft
    FROM (${GYM_MEMBERSHIPS}) m LEFT JOIN customers cu ON cu.id = m.user_id
    WHERE m.start_at < :e AND m.end_at >= :s ORDER BY m.end_at, m.id`,
  newMembers: `
    SELECT ${day('m.start_at')} AS start, ${member('cu')} AS member, COALESCE(json_extract(m.data, '$.name'), '') AS membership, ${day('m.end_at')} AS "end"
    FROM (${GYM_MEMBERSHIPS}) m LEFT JOIN customers cu ON cu.id = m.user_id
    WHERE m.start_at >= :s AND m.start_at < :e ORDER BY m.start_at DESC, m.id`,
  centerHealth: `
    WITH RECURSIVE ${DAYS},
    visits AS (SELECT ${day('c.start_time')} AS day, ((c.start_time + 19800000) / 3600000) % 24 AS hour FROM check_ins c
               WHERE c.centre_id = :c AND ${VISITED} AND c.start_time >= :s AND c.start_time < :e),
    v AS (SELECT day, COUNT(*) AS n, SUM(hour >= 4 AND hour < 9) AS b1, SUM(hour >= 9 AND hour < 14) AS b2, SUM(hour >= 14 AND hour < 18) AS b3, SUM(hour >= 18 AND hour < 23) AS b4 FROM visits GROUP BY day),
    pt AS (SELECT ${day('p.start_time')} AS day, COUNT(*) AS n FROM pt_sessions p
           WHERE json_extract(p.data, '$.centerId') = :c AND p.status = 'ATTENDED' AND p.start_time >= :s AND p.start_time < :e GROUP BY 1),
    sales AS (SELECT ${day('o.created_at')} AS day, COUNT(*) AS n, SUM(o.amount_paise) AS paise FROM (${COMPLETED}) o GROUP BY 1)
    SELECT d.day AS day, COALESCE(v.n, 0) AS checkIns, COALESCE(v.b1, 0) AS b4to9, COALESCE(v.b2, 0) AS b9to14, COALESCE(v.b3, 0) AS b14to18, COALESCE(v.b4, 0) AS b18to23,
           COALESCE(pt.n, 0) AS ptSessions, COALESCE(sales.n, 0) AS sales, COALESCE(sales.paise, 0) AS revenue
    FROM days d LEFT JOIN v ON v.day = d.day LEFT JOIN pt ON pt.day = d.day LEFT JOIN sales ON sales.day = d.day ORDER BY d.day DESC`,
  revenueTarget: `
    WITH RECURSIVE months(month) AS (SELECT substr(:fromDay, 1, 7) UNION ALL SELECT substr(date(month || '-01', '+1 month'), 1, 7) FROM months WHERE month < substr(:toDay, 1, 7)),
    sales AS (SELECT substr(${day('o.created_at')}, 1, 7) AS month, SUM(o.amount_paise) AS paise FROM sale_orders o
              WHERE o.centre_id = :c AND o.status = 'PAYMENT_COMPLETED' AND o.created_at >= :monthStart AND o.created_at < :monthEnd GROUP BY 1)
    SELECT m.month AS month, COALESCE(t.target_paise, 0) AS target, COALESCE(s.paise, 0) AS achieved, ${pct('COALESCE(s.paise, 0)', 'COALESCE(t.target_paise, 0)')} AS achievedPct
    FROM months m LEFT JOIN revenue_targets t ON t.centre_id = :c AND t.month = m.month LEFT JOIN sales s ON s.month = m.month ORDER BY m.month DESC`,
  revenue: `
    WITH RECURSIVE ${DAYS},
    sales AS (SELECT ${day('o.created_at')} AS day, COUNT(*) AS n,
                     SUM(CASE WHEN o.channel = 'GATEWAY' THEN 0 ELSE o.amount_paise END) AS cash,
                     SUM(CASE WHEN o.channel = 'GATEWAY' THEN o.amount_paise ELSE 0 END) AS card
              FROM (${COMPLETED}) o GROUP BY 1)
    SELECT d.day AS day, COALESCE(s.n, 0) AS orders, COALESCE(s.cash, 0) AS cash, COALESCE(s.card, 0) AS card, COALESCE(s.cash, 0) + COALESCE(s.card, 0) AS revenue
    FROM days d LEFT JOIN sales s ON s.day = d.day ORDER BY d.day DESC`,
  trainerAttendance: `
    SELECT COALESCE(json_extract(p.data, '$.trainerName'), p.trainer_id) AS trainer, COUNT(*) AS booked,
           SUM(p.status = 'ATTENDED') AS attended, SUM(p.status = 'NO_SHOW') AS noShow, SUM(p.status = 'CANCELLED') AS cancelled,
           ${pct("SUM(p.status = 'ATTENDED')", "SUM(p.status IN ('ATTENDED', 'NO_SHOW'))")} AS attendedPct
    FROM pt_sessions p WHERE json_extract(p.data, '$.centerId') = :c AND p.start_time >= :s AND p.start_time < :e
    GROUP BY 1 ORDER BY 1`,
  ptSales: `
    SELECT ${day('o.created_at')} AS day, o.order_id AS "order", ${member('cu')} AS member, COALESCE(json_extract(j.value, '$.name'), '') AS pack,
           ${PAID_BY('o')} AS paidBy, json_extract(j.value, '$.pricePaise') AS amount
    FROM (${COMPLETED}) o, json_each(o.request, '$.priced.memberships') j LEFT JOIN customers cu ON cu.id = json_extract(j.value, '$.userId')
    WHERE json_extract(j.value, '$.kind') = 'PT' ORDER BY o.created_at DESC`,
  guaranteedGuidance: `
    SELECT ${day('m.start_at')} AS start, ${member('cu')} AS member,
           (SELECT COUNT(*) FROM check_ins c WHERE c.user_id = m.user_id AND c.centre_id = :c AND ${VISITED} AND c.start_time >= m.start_at AND c.start_time < MIN(m.start_at + 30 * 86400000, :now)) AS checkIns,
           (SELECT COUNT(*) FROM pt_sessions p WHERE p.user_id = m.user_id AND p.status = 'ATTENDED' AND p.start_time >= m.start_at AND p.start_time < MIN(m.start_at + 30 * 86400000, :now)) AS ptSessions,
           CASE WHEN EXISTS (SELECT 1 FROM pt_sessions p WHERE p.user_id = m.user_id AND p.status = 'ATTENDED' AND p.start_time >= m.start_at AND p.start_time < MIN(m.start_at + 30 * 86400000, :now))
                  OR EXISTS (SELECT 1 FROM check_ins c WHERE c.user_id = m.user_id AND c.centre_id = :c AND c.start_time >= m.start_at AND c.start_time < MIN(m.start_at + 30 * 86400000, :now) AND json_extract(c.data, '$.trainerId') IS NOT NULL)
                THEN 'Yes' ELSE 'Not yet' END AS guided
    FROM (${GYM_MEMBERSHIPS}) m LEFT JOIN customers cu ON cu.id = m.user_id
    WHERE m.start_at >= :s AND m.start_at < :e ORDER BY m.start_at DESC, m.id`,
  cashSales: `
    SELECT ${day('o.created_at')} AS day, ${clock('o.created_at')} AS time, o.order_id AS "order", ${member('cu')} AS member, ${PACK('o')} AS pack,
           ${STAFF_NAME('o')} AS soldBy, o.amount_paise AS amount
    FROM (${COMPLETED}) o LEFT JOIN customers cu ON cu.id = o.user_id WHERE o.channel IN ('CASH', 'GROUP') ORDER BY o.created_at DESC`,
  salesPerformance: `
    SELECT ${STAFF_NAME('o')} AS staff, COUNT(*) AS orders,
           SUM(CASE WHEN o.channel = 'GATEWAY' THEN 0 ELSE o.amount_paise END) AS cash, SUM(CASE WHEN o.channel = 'GATEWAY' THEN o.amount_paise ELSE 0 END) AS card, SUM(o.amount_paise) AS total
    FROM (${COMPLETED}) o WHERE (:reportees IS NULL OR o.created_by IN (SELECT value FROM json_each(:reportees))) GROUP BY o.created_by ORDER BY total DESC, staff`,
  cpl: `
    SELECT ${LEAD_TYPE} AS category, COUNT(*) AS leads,
           SUM(EXISTS (SELECT 1 FROM sale_orders o WHERE o.user_id = l.user_id AND o.centre_id = :c AND o.status = 'PAYMENT_COMPLETED' AND o.created_at >= ${LEAD_CREATED})) AS converted,
           ${pct(`SUM(EXISTS (SELECT 1 FROM sale_orders o WHERE o.user_id = l.user_id AND o.centre_id = :c AND o.status = 'PAYMENT_COMPLETED' AND o.created_at >= ${LEAD_CREATED}))`, 'COUNT(*)')} AS conversionPct
    FROM leads l WHERE l.center_service_id = :csid AND ${LEAD_CREATED} >= :s AND ${LEAD_CREATED} < :e GROUP BY l.category ORDER BY leads DESC, category`,
  pilatesConsumption: `
    SELECT ${member('cu')} AS member, COUNT(*) AS sessions, ${day('MIN(c.start_time)')} AS firstVisit, ${day('MAX(c.start_time)')} AS lastVisit
    FROM check_ins c LEFT JOIN customers cu ON cu.id = c.user_id
    WHERE c.centre_id = :c AND ${VISITED} AND c.start_time >= :s AND c.start_time < :e GROUP BY c.user_id ORDER BY sessions DESC, member`,
}
