import { randomUUID } from 'node:crypto'
import type { CashMovementWire, DenominationCountWire, DrawerWire } from '../../adapters/http/contract/money.codecs'
import { expectedCash } from '../../core/money/cash-drawer.rule'
import { paise } from '../../core/shared/brands'
import type { Db } from '../db/database'

/**
 * The cash drawers of the sandbox: one open drawer per staff member and centre, every cash
 * movement recorded against it, its count at close and a manager's sign-off.
 */

type DrawerRow = {
  drawer_id: string
  centre_id: number
  staff_id: string
  status: DrawerWire['status']
  opened_by_sale: number
  opened_at: number
  float_paise: number
  count_json: string | null
  expected_paise: number | null
  counted_paise: number | null
  difference_paise: number | null
  reason: string | null
  closed_at: number | null
  signed_off_by: string | null
  signed_off_at: number | null
  sign_off_remarks: string | null
}

type MovementRow = { kind: CashMovementWire['kind']; amount_paise: number; order_id: string; at: number }

export const staffNameOf = (db: Db, staffId: string): string => {
  const raw = db.prepare('SELECT data FROM staff WHERE id = ?').pluck().get(staffId) as string | undefined
  const name = raw === undefined ? undefined : (JSON.parse(raw) as { name?: unknown }).name
  return typeof name === 'string' ? name : staffId
}

export const drawerRow = (db: Db, drawerId: string): DrawerRow | undefined =>
  db.prepare('SELECT * FROM cash_drawers WHERE drawer_id = ?').get(drawerId) as DrawerRow | undefined

export const openDrawerOf = (db: Db, staffId: string, centreId: number): DrawerRow | undefined =>
  db.prepare("SELECT * FROM cash_drawers WHERE staff_id = ? AND centre_id = ? AND status = 'OPEN'").get(staffId, centreId) as DrawerRow | undefined

const movementsOf = (db: Db, drawerId: string): CashMovementWire[] =>
  (db.prepare('SELECT kind, amount_paise, order_id, at FROM cash_drawer_movements WHERE drawer_id = ? ORDER BY id').all(drawerId) as MovementRow[]).map((m) => ({
    kind: m.kind,
    amount: m.amount_paise,
    orderId: m.order_id,
    at: m.at,
  }))

/** The expected cash now: the float plus the movements so far (core rule). */
export const expectedOf = (db: Db, r: DrawerRow): number =>
  expectedCash(
    paise(r.float_paise),
    movementsOf(db, r.drawer_id).map((m) => ({ kind: m.kind, amount: paise(m.amount) })),
  )

export const drawerWire = (db: Db, r: DrawerRow): DrawerWire => ({
  drawerId: r.drawer_id,
  centerId: r.centre_id,
  staffId: r.staff_id,
  staffName: staffNameOf(db, r.staff_id),
  status: r.status,
  openedBySale: r.opened_by_sale === 1,
  openedAt: r.opened_at,
  float: r.float_paise,
  movements: movementsOf(db, r.drawer_id),
  expected: r.expected_paise ?? expectedOf(db, r),
  counted: r.counted_paise,
  difference: r.difference_paise,
  reason: r.reason,
  count: r.count_json === null ? null : (JSON.parse(r.count_json) as DenominationCountWire),
  closedAt: r.closed_at,
  signedOffBy: r.signed_off_by === null ? null : staffNameOf(db, r.signed_off_by),
  signedOffAt: r.signed_off_at,
  signOffRemarks: r.sign_off_remarks,
})

/** Opens a drawer for the staff member at the centre (the caller checks that none is open). */
export const insertDrawer = (db: Db, staffId: string, centreId: number, floatPaise: number, bySale: boolean, now: number): DrawerRow => {
  const id = `DRW-${randomUUID()}`
  db.prepare('INSERT INTO cash_drawers (drawer_id, centre_id, staff_id, status, opened_by_sale, opened_at, float_paise) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    id,
    centreId,
    staffId,
    'OPEN',
    bySale ? 1 : 0,
    now,
    floatPaise,
  )
  return drawerRow(db, id) as DrawerRow
}

type PaymentMode = { readonly mode: string; readonly amount: number }

/**
 * Records the cash of a paid order against the staff member's open drawer at the centre, opening
 * one with no float when none is open (docs/decisions/payment.md): a sale paid only in cash is a
 * cash sale, the cash part of a payment in several modes is a split payment's cash part.
 */
export const recordCashTaken = (db: Db, staffId: string, centreId: number, orderId: string, modes: readonly PaymentMode[], now: number): void => {
  const cash = modes.filter((m) => m.mode === 'CASH').reduce((s, m) => s + m.amount, 0)
  if (cash <= 0) return
  const split = modes.some((m) => m.mode !== 'CASH' && m.amount > 0)
  const drawer = openDrawerOf(db, staffId, centreId) ?? insertDrawer(db, staffId, centreId, 0, true, now)
  db.prepare('INSERT INTO cash_drawer_movements (drawer_id, kind, amount_paise, order_id, at) VALUES (?, ?, ?, ?, ?)').run(
    drawer.drawer_id,
    split ? 'SPLIT_CASH_PART' : 'CASH_SALE',
    cash,
    orderId,
    now,
  )
}

/** Records a cash refund paid out of an open drawer. */
export const recordCashRefund = (db: Db, drawerId: string, orderId: string, amountPaise: number, now: number): void => {
  db.prepare('INSERT INTO cash_drawer_movements (drawer_id, kind, amount_paise, order_id, at) VALUES (?, ?, ?, ?, ?)').run(drawerId, 'CASH_REFUND', amountPaise, orderId, now)
}

/** Closed and signed-off drawers opened at the centre in [from, to), of one staff member when named, newest first. */
export const closeOutsAt = (db: Db, centreId: number, from: number, to: number, staffId?: string): DrawerWire[] =>
  (
    db
      .prepare("SELECT * FROM cash_drawers WHERE centre_id = ? AND status != 'OPEN' AND opened_at >= ? AND opened_at < ? AND (? IS NULL OR staff_id = ?) ORDER BY opened_at DESC, drawer_id")
      .all(centreId, from, to, staffId ?? null, staffId ?? null) as DrawerRow[]
  ).map((r) => drawerWire(db, r))

/** Every staff member with a closed or signed-off drawer at the centre, by name: the close-out report's staff filter. */
export const closeOutStaffAt = (db: Db, centreId: number): { staffId: string; staffName: string }[] =>
  (db.prepare("SELECT DISTINCT staff_id FROM cash_drawers WHERE centre_id = ? AND status != 'OPEN'").pluck().all(centreId) as string[])
    .map((id) => ({ staffId: id, staffName: staffNameOf(db, id) }))
    .sort((a, b) => a.staffName.localeCompare(b.staffName) || a.staffId.localeCompare(b.staffId))
