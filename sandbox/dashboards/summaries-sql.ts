/**
 * The dashboards' summaries, kept on write (docs/api/paging.md, 'Dashboards'): what the dashboard
 * counts, per centre and centre day (and hour for visits), updated by triggers on the source
 * tables in the very statement that changes a row, so every write path (a sale, a refund, a
 * check-in, an offline check-in replayed, a lead created or closed, a bulk upload, a seed) keeps
 * them, and none can forget to. The dashboard reads a range's few summary rows instead of the
 * range's raw rows.
 *
 * - `dash_centre_hours` (centre, day, hour): validated check-ins; play bookings.
 * - `dash_centre_days` (centre, day): completed sales and their revenue net of successful refunds
 *   (on the sale's day), and the same for cash sales alone (the cash sales report's count and total); PT sessions not cancelled (on the session's day); memberships ending
 *   (on their last day).
 * - `dash_lead_days` (centre service, day created): open leads; `dash_lead_centres` (centre
 *   service): open leads in all, so 'leads due by day D' is the centre's open leads less those
 *   created after D (a handful of rows, however many leads the centre holds).
 *
 * Days and hours are the centre's (Asia/Kolkata, UTC+05:30 all year, no summer time: a constant
 * shift gives the centre's wall clock, as the report SQL reads it).
 */

const OFFSET_MS = 19_800_000
const dayOf = (col: string): string => `date((${col} + ${OFFSET_MS}) / 1000, 'unixepoch')`
const hourOf = (col: string): string => `CAST(((${col} + ${OFFSET_MS}) % 86400000) / 3600000 AS INTEGER)`

/** A centre id held in a JSON document, counted only when it is a number (as the dashboard's `= :centreId` matches). */
const jsonCentre = (row: string): string => `json_extract(${row}.data, '$.centerId')`
const isJsonCentre = (row: string): string => `typeof(${jsonCentre(row)}) = 'integer'`
/** A lead's creation instant (0 when the document has none), counted only when it is a number. */
const leadCreated = (row: string): string => `COALESCE(json_extract(${row}.data, '$.createdAt'), 0)`
const isLeadCreated = (row: string): string => `typeof(${leadCreated(row)}) IN ('integer', 'real')`
/** 1 for a sale the cash sales report lists (cash, or a group buy paid in cash), else 0. */
const isCash = (row: string): string => `(${row}.channel IN ('CASH', 'GROUP'))`
const refundsOf = (orderId: string): string =>
  `COALESCE((SELECT SUM(r.amount_paise) FROM order_refunds r WHERE r.order_id = ${orderId} AND r.status = 'SUCCESS'), 0)`

type Bump = { readonly table: string; readonly keys: readonly string[]; readonly values: readonly string[]; readonly cols: readonly string[]; readonly deltas: readonly string[]; readonly when: string; readonly from?: string }

/** One upsert that adds `deltas` to `cols` of the summary row at `keys` = `values` (created at zero), when `when` holds. */
const bump = (b: Bump): string =>
  `INSERT INTO ${b.table} (${[...b.keys, ...b.cols].join(', ')}) SELECT ${[...b.values, ...b.deltas].join(', ')}${b.from === undefined ? '' : ` FROM ${b.from}`} WHERE ${b.when}
     ON CONFLICT (${b.keys.join(', ')}) DO UPDATE SET ${b.cols.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')};`

/** A source table's contribution to the summaries, for a row named `row` (NEW or OLD), with a sign (+1 or -1). */
type Source = { readonly table: string; readonly watched: readonly string[]; readonly bumps: (row: 'NEW' | 'OLD', sign: 1 | -1) => string }

const SOURCES: readonly Source[] = [
  {
    table: 'check_ins',
    watched: ['centre_id', 'start_time', 'state'],
    bumps: (r, s) =>
      bump({ table: 'dash_centre_hours', keys: ['centre_id', 'day', 'hour'], values: [`${r}.centre_id`, dayOf(`${r}.start_time`), hourOf(`${r}.start_time`)], cols: ['check_ins'], deltas: [`${s}`], when: `${r}.state = 'validated'` }),
  },
  {
    table: 'play_bookings',
    watched: ['centre_id', 'start_at'],
    bumps: (r, s) =>
      bump({ table: 'dash_centre_hours', keys: ['centre_id', 'day', 'hour'], values: [`${r}.centre_id`, dayOf(`${r}.start_at`), hourOf(`${r}.start_at`)], cols: ['play_bookings'], deltas: [`${s}`], when: '1' }),
  },
  {
    table: 'sale_orders',
    watched: ['order_id', 'centre_id', 'channel', 'status', 'amount_paise', 'created_at'],
    bumps: (r, s) =>
      bump({
        table: 'dash_centre_days',
        keys: ['centre_id', 'day'],
        values: [`${r}.centre_id`, dayOf(`${r}.created_at`)],
        cols: ['sales', 'revenue_paise', 'cash_sales', 'cash_revenue_paise'],
        deltas: [`${s}`, `${s} * (${r}.amount_paise - ${refundsOf(`${r}.order_id`)})`, `${s} * ${isCash(r)}`, `${s} * ${isCash(r)} * (${r}.amount_paise - ${refundsOf(`${r}.order_id`)})`],
        when: `${r}.status = 'PAYMENT_COMPLETED'`,
      }),
  },
  {
    table: 'order_refunds',
    watched: ['order_id', 'status', 'amount_paise'],
    // A successful refund takes its amount off its completed sale's day (the sign is reversed: a refund lowers revenue).
    bumps: (r, s) =>
      bump({
        table: 'dash_centre_days',
        keys: ['centre_id', 'day'],
        values: ['o.centre_id', dayOf('o.created_at')],
        cols: ['revenue_paise', 'cash_revenue_paise'],
        deltas: [`${-s} * ${r}.amount_paise`, `${-s} * ${isCash('o')} * ${r}.amount_paise`],
        from: 'sale_orders o',
        when: `o.order_id = ${r}.order_id AND o.status = 'PAYMENT_COMPLETED' AND ${r}.status = 'SUCCESS'`,
      }),
  },
  {
    table: 'pt_sessions',
    watched: ['start_time', 'status', 'data'],
    bumps: (r, s) =>
      bump({ table: 'dash_centre_days', keys: ['centre_id', 'day'], values: [jsonCentre(r), dayOf(`${r}.start_time`)], cols: ['pt_sessions'], deltas: [`${s}`], when: `${isJsonCentre(r)} AND ${r}.status != 'CANCELLED'` }),
  },
  {
    table: 'customer_memberships',
    watched: ['end_at', 'data'],
    bumps: (r, s) =>
      bump({ table: 'dash_centre_days', keys: ['centre_id', 'day'], values: [jsonCentre(r), dayOf(`${r}.end_at`)], cols: ['memberships_ending'], deltas: [`${s}`], when: isJsonCentre(r) }),
  },
  {
    table: 'leads',
    watched: ['center_service_id', 'status', 'data'],
    bumps: (r, s) =>
      [
        bump({ table: 'dash_lead_days', keys: ['center_service_id', 'day'], values: [`${r}.center_service_id`, dayOf(leadCreated(r))], cols: ['open_leads'], deltas: [`${s}`], when: `${r}.status = 'ACTIVE' AND ${isLeadCreated(r)}` }),
        bump({ table: 'dash_lead_centres', keys: ['center_service_id'], values: [`${r}.center_service_id`], cols: ['open_leads'], deltas: [`${s}`], when: `${r}.status = 'ACTIVE' AND ${isLeadCreated(r)}` }),
      ].join('\n'),
  },
]

/** The tables the summaries are kept from (a bulk load that drops their triggers rebuilds the summaries). */
export const DASHBOARD_SOURCE_TABLES: readonly string[] = SOURCES.map((s) => s.table)

export const DASHBOARD_SUMMARY_TABLES_SQL = `
  CREATE TABLE dash_centre_hours (
    centre_id INTEGER NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL,
    check_ins INTEGER NOT NULL DEFAULT 0, play_bookings INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (centre_id, day, hour)
  ) WITHOUT ROWID;
  CREATE TABLE dash_centre_days (
    centre_id INTEGER NOT NULL, day TEXT NOT NULL,
    sales INTEGER NOT NULL DEFAULT 0, revenue_paise INTEGER NOT NULL DEFAULT 0,
    cash_sales INTEGER NOT NULL DEFAULT 0, cash_revenue_paise INTEGER NOT NULL DEFAULT 0,
    pt_sessions INTEGER NOT NULL DEFAULT 0, memberships_ending INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (centre_id, day)
  ) WITHOUT ROWID;
  CREATE TABLE dash_lead_days (
    center_service_id INTEGER NOT NULL, day TEXT NOT NULL, open_leads INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (center_service_id, day)
  ) WITHOUT ROWID;
  CREATE TABLE dash_lead_centres (center_service_id INTEGER PRIMARY KEY, open_leads INTEGER NOT NULL DEFAULT 0);
`

/** The triggers that keep the summaries: on each source table, an insert adds its row, a delete takes it off, an update does both. */
export const DASHBOARD_SUMMARY_TRIGGERS_SQL = SOURCES.map(
  (s) => `
  CREATE TRIGGER dash_${s.table}_insert AFTER INSERT ON ${s.table} BEGIN
    ${s.bumps('NEW', 1)}
  END;
  CREATE TRIGGER dash_${s.table}_delete AFTER DELETE ON ${s.table} BEGIN
    ${s.bumps('OLD', -1)}
  END;
  CREATE TRIGGER dash_${s.table}_update AFTER UPDATE OF ${s.watched.join(', ')} ON ${s.table}
  WHEN ${s.watched.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ')} BEGIN
    ${s.bumps('OLD', -1)}
    ${s.bumps('NEW', 1)}
  END;`,
).join('\n')

/** Recounts every summary from the raw rows (the migration's backfill; after a bulk load that loaded without the triggers). */
export const DASHBOARD_SUMMARY_REBUILD_SQL = `
  DELETE FROM dash_centre_hours;
  DELETE FROM dash_centre_days;
  DELETE FROM dash_lead_days;
  DELETE FROM dash_lead_centres;
  INSERT INTO dash_centre_hours (centre_id, day, hour, check_ins, play_bookings)
    SELECT centre_id, day, hour, SUM(c), SUM(p) FROM (
      SELECT centre_id, ${dayOf('start_time')} AS day, ${hourOf('start_time')} AS hour, 1 AS c, 0 AS p FROM check_ins WHERE state = 'validated'
      UNION ALL
      SELECT centre_id, ${dayOf('start_at')}, ${hourOf('start_at')}, 0, 1 FROM play_bookings
    ) GROUP BY centre_id, day, hour;
  INSERT INTO dash_centre_days (centre_id, day, sales, revenue_paise, cash_sales, cash_revenue_paise, pt_sessions, memberships_ending)
    SELECT centre_id, day, SUM(s), SUM(r), SUM(cs), SUM(cr), SUM(p), SUM(m) FROM (
      SELECT o.centre_id, ${dayOf('o.created_at')} AS day, 1 AS s, o.amount_paise - ${refundsOf('o.order_id')} AS r,
             ${isCash('o')} AS cs, ${isCash('o')} * (o.amount_paise - ${refundsOf('o.order_id')}) AS cr, 0 AS p, 0 AS m
        FROM sale_orders o WHERE o.status = 'PAYMENT_COMPLETED'
      UNION ALL
      SELECT ${jsonCentre('p')}, ${dayOf('p.start_time')}, 0, 0, 0, 0, 1, 0 FROM pt_sessions p WHERE ${isJsonCentre('p')} AND p.status != 'CANCELLED'
      UNION ALL
      SELECT ${jsonCentre('m')}, ${dayOf('m.end_at')}, 0, 0, 0, 0, 0, 1 FROM customer_memberships m WHERE ${isJsonCentre('m')}
    ) GROUP BY centre_id, day;
  INSERT INTO dash_lead_days (center_service_id, day, open_leads)
    SELECT l.center_service_id, ${dayOf(leadCreated('l'))}, COUNT(*) FROM leads l WHERE l.status = 'ACTIVE' AND ${isLeadCreated('l')} GROUP BY 1, 2;
  INSERT INTO dash_lead_centres (center_service_id, open_leads)
    SELECT center_service_id, SUM(open_leads) FROM dash_lead_days GROUP BY center_service_id;
`
