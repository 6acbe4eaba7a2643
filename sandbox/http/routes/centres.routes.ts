import { type Hono } from 'hono'
import type { CentreDetailsWire, CentreWire } from '../../../adapters/http/contract/centre.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import type { Db } from '../../db/database'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'

export const centresRoutes = (db: Db): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  api.get(PATHS.centreDetails, { permission: 'staff', ...S.caller, kiosk: true }, (c, i) => {
    const staff = i.staff
    const rows = db
      .prepare(
        'SELECT c.data, c.pt_enabled FROM staff_centres sc JOIN centres c ON c.id = sc.centre_id WHERE sc.staff_id = ? ORDER BY sc.position',
      )
      .all(staff.id) as { data: string; pt_enabled: number }[]
    const centers = rows.map((r) => JSON.parse(r.data) as CentreWire)
    const body: CentreDetailsWire = {
      centers,
      userContext: {
        id: staff.id,
        name: staff.name,
        email: staff.email,
        empId: staff.empId ?? null,
        cultEmployeeId: staff.cultEmployeeId ?? null,
        phone: staff.phone,
      },
      gymPtEnabledCenter: rows.filter((r) => r.pt_enabled === 1).map((r) => (JSON.parse(r.data) as CentreWire).id),
    }
    return c.json(body)
  })
  return api.app
}
