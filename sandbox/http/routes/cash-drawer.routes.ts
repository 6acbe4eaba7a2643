import * as E from 'fp-ts/Either'
import type { Hono } from 'hono'
import {
  DrawerCloseBody,
  DrawerCloseOutsQuery,
  type DrawerCloseOutsWire,
  DrawerCurrentQuery,
  type DrawerCurrentWire,
  DrawerIdParams,
  DrawerOpenBody,
  DrawerSignOffBody,
  MONEY_PATHS,
} from '../../../adapters/http/contract/money.codecs'
import { closeOutDrawer } from '../../../core/money/cash-drawer.rule'
import { paise } from '../../../core/shared/brands'
import { DAY_MS } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages/money'
import { CENTRE_NOT_FOUND } from '../../selling/messages'
import { centreById } from '../../selling/catalogue'
import { closeOutStaffAt, closeOutsAt, drawerRow, drawerWire, insertDrawer, openDrawerOf } from '../../money/cash-drawer'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { fieldOf } from '../../audit/audit-log'

/** The longest close-out report asked at once: a quarter. */
const CLOSE_OUTS_MAX_MS = 93 * DAY_MS

/**
 * The cash drawer (docs/decisions/payment.md): a staff member opens their drawer for the shift with
 * a float, every cash sale and cash part of a split payment lands in it (payment.routes.ts,
 * play.routes.ts), cash refunds leave it (refunds.routes.ts); they close it counted by
 * denomination, a difference needs a reason; a manager (CASH_DRAWER_SIGN_OFF) signs it off.
 */
export const cashDrawerRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const centreOfDrawer = db.prepare('SELECT centre_id FROM cash_drawers WHERE drawer_id = ?').pluck()
  const ofDrawer = (id: string): number | undefined => centreOfDrawer.get(id) as number | undefined

  api.get(MONEY_PATHS.drawerCurrent, { permission: ['CASH_DRAWER', 'VIEW'], query: DrawerCurrentQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/cash-drawer' }, (c, i) => {
    if (centreById(db, i.query.centerId) === undefined) return fail(c, 404, CENTRE_NOT_FOUND)
    const open = openDrawerOf(db, i.staff.id, i.query.centerId)
    const body: DrawerCurrentWire = { drawer: open === undefined ? null : drawerWire(db, open) }
    return c.json(body)
  })

  api.post(MONEY_PATHS.drawerOpen, { audit: { action: 'OPEN_CASH_DRAWER', subject: 'CASH_DRAWER', id: (_i, a) => fieldOf(a, 'drawerId') }, permission: ['CASH_DRAWER', 'EDIT'], body: DrawerOpenBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]), screen: '/cash-drawer' }, (c, i) => {
    if (centreById(db, i.body.centerId) === undefined) return fail(c, 404, CENTRE_NOT_FOUND)
    const opened = db.transaction(() => {
      if (openDrawerOf(db, i.staff.id, i.body.centerId) !== undefined) return undefined
      return insertDrawer(db, i.staff.id, i.body.centerId, i.body.float, false, now())
    })()
    if (opened === undefined) return fail(c, 409, M.DRAWER_ALREADY_OPEN)
    return c.json(drawerWire(db, opened), 201)
  })

  api.post(
    MONEY_PATHS.drawerClose,
    { audit: { action: 'CLOSE_CASH_DRAWER', subject: 'CASH_DRAWER', id: (i) => i.params.drawerId }, permission: ['CASH_DRAWER', 'EDIT'], params: DrawerIdParams, body: DrawerCloseBody, centre: 'the drawer’s centre (:drawerId)', scope: (i) => S.at([ofDrawer(i.params.drawerId)]), screen: '/cash-drawer' },
    (c, i) => {
      const row = drawerRow(db, i.params.drawerId)
      if (row === undefined) return fail(c, 404, M.DRAWER_NOT_FOUND)
      if (row.staff_id !== i.staff.id) return fail(c, 403, M.DRAWER_NOT_YOURS)
      if (row.status !== 'OPEN') return fail(c, 409, M.DRAWER_NOT_OPEN)
      const open = drawerWire(db, row)
      const outcome = closeOutDrawer({
        float: paise(open.float),
        movements: open.movements.map((m) => ({ kind: m.kind, amount: paise(m.amount) })),
        count: i.body.count,
        ...(i.body.reason === null || i.body.reason === undefined ? {} : { reason: i.body.reason }),
      })
      if (E.isLeft(outcome)) return fail(c, 400, outcome.left.message, { field: outcome.left.field })
      const f = outcome.right
      const closed = db
        .prepare(
          "UPDATE cash_drawers SET status = 'CLOSED', count_json = ?, expected_paise = ?, counted_paise = ?, difference_paise = ?, reason = ?, closed_at = ? WHERE drawer_id = ? AND status = 'OPEN'",
        )
        .run(JSON.stringify(i.body.count), f.expected, f.counted, f.difference, f.reason ?? null, now(), row.drawer_id)
      if (closed.changes === 0) return fail(c, 409, M.DRAWER_NOT_OPEN)
      return c.json(drawerWire(db, drawerRow(db, row.drawer_id) ?? row))
    },
  )

  api.post(
    MONEY_PATHS.drawerSignOff,
    { audit: { action: 'SIGN_OFF_CASH_DRAWER', subject: 'CASH_DRAWER', id: (i) => i.params.drawerId }, permission: ['CASH_DRAWER_SIGN_OFF', 'EDIT'], params: DrawerIdParams, body: DrawerSignOffBody, centre: 'the drawer’s centre (:drawerId)', scope: (i) => S.at([ofDrawer(i.params.drawerId)]) },
    (c, i) => {
      const row = drawerRow(db, i.params.drawerId)
      if (row === undefined) return fail(c, 404, M.DRAWER_NOT_FOUND)
      if (row.status === 'OPEN') return fail(c, 409, M.DRAWER_NOT_CLOSED)
      if (row.status === 'SIGNED_OFF') return fail(c, 409, M.DRAWER_ALREADY_SIGNED_OFF)
      if (row.staff_id === i.staff.id) return fail(c, 409, M.DRAWER_OWN_SIGN_OFF)
      const remarks = (i.body.remarks ?? '').trim()
      db.prepare("UPDATE cash_drawers SET status = 'SIGNED_OFF', signed_off_by = ?, signed_off_at = ?, sign_off_remarks = ? WHERE drawer_id = ? AND status = 'CLOSED'").run(
        i.staff.id,
        now(),
        remarks === '' ? null : remarks,
        row.drawer_id,
      )
      return c.json(drawerWire(db, drawerRow(db, row.drawer_id) ?? row))
    },
  )

  api.get(
    MONEY_PATHS.drawerCloseOuts,
    { permission: ['CASH_DRAWER_SIGN_OFF', 'VIEW'], query: DrawerCloseOutsQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) },
    (c, i) => {
      if (centreById(db, i.query.centerId) === undefined) return fail(c, 404, CENTRE_NOT_FOUND)
      const to = i.query.to ?? now() + DAY_MS
      const from = i.query.from ?? to - 31 * DAY_MS
      if (from > to || to - from > CLOSE_OUTS_MAX_MS) return fail(c, 400, M.DRAWER_CLOSE_OUTS_RANGE)
      const staffId = (i.query.staffId ?? '').trim()
      const body: DrawerCloseOutsWire = { closeOuts: closeOutsAt(db, i.query.centerId, from, to, staffId === '' ? undefined : staffId), staff: closeOutStaffAt(db, i.query.centerId) }
      return c.json(body)
    },
  )

  return api.app
}
