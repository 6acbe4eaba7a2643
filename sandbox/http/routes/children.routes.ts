import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import { AddChildBody, type AddChildWire, type ChildrenWire, type ChildWire } from '../../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import { type CustomerRow, customerById, fail, isPhone, seal } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { blank, invalidFields } from '../field-errors'
import { type RouteDeps, routeTable } from '../route'

/** A customer’s child users: listing them and adding one. */
export const childrenRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // ---- child users ----
  api.get(PATHS.children, { permission: ['CENTER_USER_DETAILS', 'VIEW'], ...S.customer }, async (c, i) => {
    const parent = customerById(db, i.params.userId)
    if (parent === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const rows = db.prepare('SELECT id, data FROM child_users WHERE parent_user_id = ? ORDER BY created_at').all(parent.id) as { id: string; data: string }[]
    const body: ChildrenWire = { children: await Promise.all(rows.map((r) => childWire(parent, r.id, JSON.parse(r.data) as StoredChild))) }
    return c.json(body)
  })
  api.post(PATHS.children, { audit: { action: 'ADD_CHILD', subject: 'MEMBER', id: (i) => i.params.userId }, permission: ['CENTER_USER_DETAILS', 'EDIT'], body: AddChildBody, ...S.customer }, async (c, i) => {
    const parent = customerById(db, i.params.userId)
    if (parent === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (blank(parent.phone)) return fail(c, 400, M.CUSTOMER_HAS_NO_PHONE)
    const x = i.body
    const errors: Record<string, string> = {}
    if (blank(x.firstName)) errors.firstName = M.FIRST_NAME_REQUIRED
    if (blank(x.lastName)) errors.lastName = M.LAST_NAME_REQUIRED
    if (!isPhone(x.emergencyPhone)) errors.emergencyPhone = M.VALID_PHONE_REQUIRED
    if (typeof x.age !== 'number' || !Number.isInteger(x.age) || x.age < CHILD_AGE_MIN || x.age > CHILD_AGE_MAX) errors.age = M.CHILD_AGE_RANGE
    if (Object.keys(errors).length > 0) return invalidFields(c, errors)
    const child: StoredChild = { firstName: (x.firstName ?? '').trim(), lastName: (x.lastName ?? '').trim(), age: x.age as number, emergencyPhone: x.emergencyPhone as string }
    const id = `child-${randomUUID()}`
    db.prepare('INSERT INTO child_users (id, parent_user_id, created_at, data) VALUES (?, ?, ?, ?)').run(id, parent.id, now(), JSON.stringify(child))
    const body: AddChildWire = { message: M.CHILD_ADDED, child: await childWire(parent, id, child) }
    return c.json(body, 201)
  })

  return api.app
}

type StoredChild = { firstName: string; lastName: string; age: number; emergencyPhone: string }

const childWire = async (parent: CustomerRow, id: string, ch: StoredChild): Promise<ChildWire> => ({
  id,
  firstName: ch.firstName,
  lastName: ch.lastName,
  age: ch.age,
  userId: parent.id,
  emergencyPhone: await seal(parent.id, ch.emergencyPhone),
  parentPhone: await seal(parent.id, parent.phone),
})
