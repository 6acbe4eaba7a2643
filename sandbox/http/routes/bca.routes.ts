import type { Context, Hono } from 'hono'
import { type BcaBody, type BcaListWire, type BcaResultWire, BcaSearchBody, type BcaWire } from '../../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { BCA_BMR, BCA_BODY_FAT, BCA_MUSCLE_MASS, BCA_VISCERAL_FAT } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import { centreById, type CustomerRow, customerById, customerByPhone, fail, isPhone, seal } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { invalidFields } from '../field-errors'
import { type RouteDeps, routeTable } from '../route'
import { applyOffline, onlineDeskAction } from '../offline-actions'
import { BcaCall } from '../../../adapters/http/contract/offline.codecs'

/** Body composition analysis (BCA): recording a customer’s measurements at a centre and finding them by phone. */
export const bcaRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // ---- BCA ----
  /** Records a BCA as of `t` (now, or when it was measured at a desk without a network). */
  const recordBcaAt = async (c: Context<ApiEnv>, x: BcaBody, t: number, offline: boolean): Promise<Response> => {
    const u = customerById(db, x.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreById(db, x.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const within = (v: number | null | undefined, r: { min: number; max: number }): boolean =>
      typeof v === 'number' && Number.isFinite(v) && v >= r.min && v <= r.max
    const errors: Record<string, string> = {}
    if (typeof x.weight !== 'number' || !Number.isFinite(x.weight) || x.weight <= 0) errors.weight = M.WEIGHT_REQUIRED
    if (!within(x.muscleMass, BCA_MUSCLE_MASS)) errors.muscleMass = M.MUSCLE_MASS_RANGE
    if (!within(x.bodyFatPercentage, BCA_BODY_FAT)) errors.bodyFatPercentage = M.BODY_FAT_RANGE
    if (!within(x.visceralFatLevels, BCA_VISCERAL_FAT)) errors.visceralFatLevels = M.VISCERAL_FAT_RANGE
    if (!within(x.basalMetabolicRate, BCA_BMR)) errors.basalMetabolicRate = M.BMR_RANGE
    if (Object.keys(errors).length > 0) return invalidFields(c, errors)
    const data: StoredBca = {
      weight: x.weight as number,
      muscleMass: x.muscleMass as number,
      basalMetabolicRate: x.basalMetabolicRate as number,
      visceralFatLevels: x.visceralFatLevels as number,
      bodyFatPercentage: x.bodyFatPercentage as number,
    }
    const id = Number(
      db.prepare('INSERT INTO bca_records (centre_id, user_id, created_at, data) VALUES (?, ?, ?, ?)').run(x.centerId, u.id, t, JSON.stringify(offline ? { ...data, offline: true } : data)).lastInsertRowid,
    )
    const body: BcaResultWire = { message: M.BCA_RECORDED, record: await bcaWire(u, { id, centre_id: x.centerId, created_at: t, data }) }
    return c.json(body, 201)
  }

  api.post(PATHS.bcaCreate, { audit: { action: 'RECORD_BCA', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CENTER_USER_DETAILS', 'EDIT'], body: BcaCall, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const offline = i.body.offlineAction
    if (offline === undefined) return onlineDeskAction(db, c, i.staff, i.body, () => recordBcaAt(c, i.body, now(), false))
    return applyOffline(db, now, c, i.staff, offline, i.body, { kind: 'RECORD_BCA', centreId: i.body.centerId, customerId: i.body.userId }, (t) => recordBcaAt(c, i.body, t, true))
  })
  api.post(PATHS.bcaSearch, { audit: 'reads', permission: ['CENTER_USER_DETAILS', 'VIEW'], body: BcaSearchBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    if (!isPhone(i.body.phoneNumber)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const u = customerByPhone(db, i.body.phoneNumber)
    const rows =
      u === undefined
        ? []
        : (db.prepare('SELECT id, centre_id, created_at, data FROM bca_records WHERE centre_id = ? AND user_id = ? ORDER BY created_at DESC, id DESC').all(i.body.centerId, u.id) as {
            id: number
            centre_id: number
            created_at: number
            data: string
          }[])
    const records = u === undefined ? [] : await Promise.all(rows.map((r) => bcaWire(u, { ...r, data: JSON.parse(r.data) as StoredBca })))
    const body: BcaListWire = { records, lastRecordedAt: records[0]?.createdAt ?? null }
    return c.json(body)
  })

  return api.app
}

type StoredBca = Omit<BcaWire, 'id' | 'centerId' | 'userId' | 'phoneNumber' | 'createdAt'>

const bcaWire = async (u: CustomerRow, r: { id: number; centre_id: number; created_at: number; data: StoredBca }): Promise<BcaWire> => ({
  id: r.id,
  centerId: r.centre_id,
  userId: u.id,
  phoneNumber: await seal(u.id, u.phone),
  ...r.data,
  createdAt: r.created_at,
})
